"""Localized messages (gettext catalogs read with Babel) for the CLI and the executor.

Catalogs live in ``locales/<lang>/LC_MESSAGES/<domain>.po`` (domain ``rulesparser`` for the CLI
labels, ``executor`` for the executor's event log); msgids are the English texts, and messages
use ``str.format`` fields (``{name}``). A compiled ``.mo`` next to a ``.po`` is used when present;
otherwise the ``.po`` is parsed with ``babel.messages.pofile`` once per (lang, domain) and cached,
so the catalogs work from a source checkout and from an installed wheel alike.

Language choice (:func:`resolve_lang`): an explicit ``--lang``, else the environment locale
(``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``), else English. Unknown languages and
missing messages fall back to the English msgid.
"""

from __future__ import annotations

import functools
import gettext
import io
import os
from collections.abc import Callable

from rulesparser.lexicon import available_languages
from rulesparser.resources import data_dir

SUPPORTED: tuple[str, ...] = available_languages()  # the lexicons on disk
DEFAULT = "en"


def resolve_lang(lang: str | None = None) -> str:
    """Return a supported language code for ``lang`` (``"fr"``, ``"fr_FR.UTF-8"``, ``"de-DE"``)
    or, when ``lang`` is None/empty, for the environment locale; English otherwise."""
    candidates = (
        [lang]
        if lang
        else [os.environ.get(v, "") for v in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")]
    )
    for cand in candidates:
        for part in (cand or "").split(":"):
            code = part.split(".")[0].replace("-", "_").split("_")[0].lower()
            if code in SUPPORTED:
                return code
        if lang:
            break
    return DEFAULT


@functools.cache
def _catalog(lang: str, domain: str) -> dict[str, str]:
    folder = data_dir("locales") / lang / "LC_MESSAGES"
    mo = folder / f"{domain}.mo"
    if mo.is_file():
        trans = gettext.GNUTranslations(io.BytesIO(mo.read_bytes()))
        return {k: v for k, v in trans._catalog.items() if isinstance(k, str) and k and v}  # type: ignore[attr-defined]
    po = folder / f"{domain}.po"
    if not po.is_file():
        return {}
    from babel.messages.pofile import read_po

    catalog = read_po(io.BytesIO(po.read_bytes()), locale=lang, domain=domain)
    out: dict[str, str] = {}
    for message in catalog:
        if (
            message.id
            and isinstance(message.id, str)
            and isinstance(message.string, str)
            and message.string
        ):
            if not message.fuzzy:
                out[message.id] = message.string
    return out


def get_translator(lang: str | None = None, domain: str = "rulesparser") -> Callable[[str], str]:
    """A gettext-style function ``_(msgid) -> translation`` for ``lang`` (resolved with
    :func:`resolve_lang`) and catalog ``domain``; untranslated msgids come back unchanged."""
    catalog = _catalog(resolve_lang(lang), domain)

    def translate(msgid: str) -> str:
        return catalog.get(msgid, msgid)

    return translate


def _english_plural(n: int) -> int:
    return 0 if n == 1 else 1


@functools.cache
def _plural_catalog(
    lang: str, domain: str
) -> tuple[dict[str, tuple[str, ...]], Callable[[int], int]]:
    """Plural messages of a catalog: ``{singular msgid: (form0, form1, ...)}`` and the
    catalog's plural rule (``Plural-Forms`` header, else Babel's CLDR data for ``lang``)."""
    folder = data_dir("locales") / lang / "LC_MESSAGES"
    mo = folder / f"{domain}.mo"
    if mo.is_file():
        trans = gettext.GNUTranslations(io.BytesIO(mo.read_bytes()))
        forms: dict[str, dict[int, str]] = {}
        for key, value in trans._catalog.items():  # type: ignore[attr-defined]
            if isinstance(key, tuple) and value:
                forms.setdefault(key[0], {})[key[1]] = value
        return (
            {k: tuple(v[i] for i in sorted(v)) for k, v in forms.items()},
            trans.plural,  # type: ignore[attr-defined]
        )
    po = folder / f"{domain}.po"
    if not po.is_file():
        return {}, _english_plural
    from babel.messages.pofile import read_po

    catalog = read_po(io.BytesIO(po.read_bytes()), locale=lang, domain=domain)
    out: dict[str, tuple[str, ...]] = {}
    for message in catalog:
        if message.pluralizable and not message.fuzzy and all(message.string):
            out[message.id[0]] = tuple(message.string)
    return out, gettext.c2py(catalog.plural_expr)  # type: ignore[attr-defined]


def get_plural_translator(
    lang: str | None = None, domain: str = "rulesparser"
) -> Callable[[str, str, int], str]:
    """A gettext-style ``ngettext(singular, plural, n) -> str`` for ``lang`` and ``domain``:
    the catalog's form for ``n`` (French: 0 and 1 singular; German and English: only 1), else
    the English ``singular`` when ``n == 1`` and ``plural`` otherwise."""
    forms, rule = _plural_catalog(resolve_lang(lang), domain)

    def ngettext(singular: str, plural: str, n: int) -> str:
        entry = forms.get(singular)
        if entry:
            return entry[min(int(rule(n)), len(entry) - 1)]
        return singular if n == 1 else plural

    return ngettext


def compile_catalogs() -> list[str]:
    """Compile every ``locales/*/LC_MESSAGES/*.po`` to ``.mo`` (Babel); returns written paths.
    Optional: the ``.po`` files are read directly when no ``.mo`` exists."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    written = []
    root = data_dir("locales")
    for lang in SUPPORTED:
        folder = root / lang / "LC_MESSAGES"
        if not folder.is_dir():
            continue
        for po in folder.iterdir():
            if po.name.endswith(".po"):
                catalog = read_po(io.BytesIO(po.read_bytes()), locale=lang)
                target = os.path.join(str(folder), po.name[:-3] + ".mo")
                with open(target, "wb") as fh:
                    write_mo(fh, catalog)
                written.append(target)
    _catalog.cache_clear()
    _plural_catalog.cache_clear()
    return written
