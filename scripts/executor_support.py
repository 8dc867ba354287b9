"""Which abilities of real cards the executor can play, read from its registries.

The executor dispatches effects and static abilities by AST node class through the registries
of ``rulesparser/executor/engine.py`` (one handler per class, each naming its CR rule). This
script parses card texts, walks each ability's AST and asks the registries, so the answer can't
drift from the code. A node kind nothing handles is "not yet playable", with its reason:

- ``effect:<type>`` — a one-shot effect (an :class:`~rulesparser.ast.Effect` of a spell,
  activated, triggered or other ability) with no registered handler (``engine.effect``);
- ``static:<type>`` — a continuous effect of a static ability (``StaticEffect``, CR 604.1) with
  no registered layer handler (``engine.static_effect``, CR 613);
- ``as:<type>`` / ``with:<type>`` — an effect of "As [this] enters" (CR 614.12,
  ``copies.AS_ENTERS_EFFECTS``) or "[this] enters with" (CR 614.1c,
  ``entering.ENTERS_WITH_EFFECTS``) those dispatchers don't take;
- ``rule:<rule>`` — a rule-named static ability (a keyword's: ``forestwalk``, ``vigilance``)
  that no string literal of the executor's code names (no code looks at it);
- ``ability:<type>`` — an ability class (``SkipStep``, ``Prohibition``...) whose name the
  executor's code never mentions;
- ``filter:<word>`` — a filter word naming a target player (``filters.TARGET_PLAYER_WORDS``:
  "creatures target player controls", CR 115.1), which the executor doesn't choose yet;
- ``library_of:<player>`` — the top of another player's library ("target player's", "that
  player's"), which ``copies.exile_top_card`` doesn't play.

Usage::

    python scripts/executor_support.py                 # the seed cards (kb/seed_cards.yaml)
    python scripts/executor_support.py ../shared/corpus [--workers 2] [--top 25]

With a corpus: every card face of the MTGJSON set files under ``corpus/mtgjson/sets_*/``, in
English (Oracle ``text``), French and German (``foreignData``), deduplicated per language by
(text, name); each line is parsed alone and strictly (strict, one line at a time),
and a face counts as *parsed* when every line of its text parses. Prints per language the
parsed faces, those whose every ability the executor can play (the share), and the most
frequent reasons. Faces without rules text are not counted. Exit status: seed mode 1 when some
seed ability is not playable (``tests/test_executor_support.py`` uses :func:`unplayable`);
corpus mode 0.
"""

from __future__ import annotations

import argparse
import ast as pyast
import collections
import functools
import glob
import json
import multiprocessing
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import yaml

import rulesparser.executor  # noqa: F401 - the rules modules register their handlers
from rulesparser import ParseError, parse
from rulesparser import ast as A
from rulesparser.executor import blocker_counts, control, cost_changes, entering, restrictions
from rulesparser.executor.casting import FACE_DOWN_WITH_ABILITY
from rulesparser.executor.copies import AS_ENTERS_EFFECTS, repeats_process
from rulesparser.executor.engine import NO_RULES_MEANING, effect_handler, static_handler
from rulesparser.executor.entering import ENTERS_WITH_EFFECTS
from rulesparser.executor.filters import TARGET_PLAYER_WORDS
from rulesparser.executor.layers import conditional_modifications, played_by_name
from rulesparser.executor.triggers import unplayable as unplayable_trigger
from rulesparser.executor.unread_references import unread_reference
from rulesparser.normalize import normalize_line, split_lines

ROOT = Path(__file__).resolve().parents[1]
SEED_CARDS = ROOT / "kb" / "seed_cards.yaml"
LANGS = {"French": "fr", "German": "de"}


def _children(node: A.Node) -> Iterator[A.Node]:
    for value in vars(node).values():
        items = value if isinstance(value, tuple) else (value,)
        for v in items:
            if isinstance(v, A.Node):
                yield v


@functools.cache
def _executor_names() -> frozenset[str]:
    """Every string literal and every ``A.<Class>`` the executor's code names: a rule-named
    static ability is looked up by its name (``has_keyword(o, "vigilance")``), an ability class
    by ``isinstance(node, A.SkipStep)``."""
    out: set[str] = set()
    for path in (ROOT / "rulesparser" / "executor").glob("*.py"):
        for node in pyast.walk(pyast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, pyast.Constant) and isinstance(node.value, str):
                out.add(node.value)
            elif (
                isinstance(node, pyast.Attribute)
                and isinstance(node.value, pyast.Name)
                and node.value.id == "A"
            ):
                out.add(node.attr)
    return frozenset(out)


def _effects_of(node: A.Node) -> tuple[A.Node, ...]:
    return node.effects if isinstance(node, A.Sequence) else (node,)


def reasons(ability: A.Node) -> set[str]:
    """Why the executor can't play ``ability`` yet (empty: it can), from the registries."""
    out: set[str] = set()
    if isinstance(ability, NO_RULES_MEANING):
        return out  # dropped before play (an other face's abilities are that face's)
    known = _executor_names()
    # a keyword the executor's code applies by name stands for that code (layers.played_by_name)
    ability = A.map_nodes(ability, lambda n: played_by_name(n) if isinstance(n, A.Keyword) else n)
    for n in ability.walk():
        if type(n) is A.StaticAbility and n.rule not in known:
            out.add(f"rule:{n.rule}")
        elif isinstance(n, A.Ability) and type(n).__name__ not in known:
            out.add(f"ability:{n.type_name}")
        elif (
            isinstance(n, A.AlternativeCost)
            and n.action == "cast_face_down"
            and n.effect is not None
        ):
            out.add(FACE_DOWN_WITH_ABILITY)  # disguise's ward {2} (executor/casting.py)
        elif isinstance(n, A.PutOntoBattlefield) and n.attacking:
            # put onto the battlefield attacking (CR 508.4): executor/triggers.py does not
            out.add("put_onto_battlefield:attacking")
        elif isinstance(n, A.Duration) and n.kind == "end_of_combat":
            # no effect of the executor ends with the combat yet (executor/game.py do_effect)
            out.add("duration:end_of_combat")
        elif isinstance(n, A.LoyaltyCost) and not isinstance(n.change, int):
            # "[-X]" (CR 606.4, 107.3): X chosen as it is activated, which the executor doesn't do
            out.add("loyalty_cost:x")
        elif isinstance(n, A.ObjectRef):
            # a target player named in a filter: not chosen, the filter matches nothing
            out.update(f"filter:{w}" for w in n.filter if w in TARGET_PLAYER_WORDS)
            if n.kind == "top_of_library" and n.filter[-1:] not in (("your",), ("each_player",)):
                out.add(f"library_of:{n.filter[-1] if n.filter else 'your'}")
    for n in ability.walk():
        # a trigger event the executor never matches (CR 603.2), also of a keyword's triggered
        # ability (the executor checks each ability a keyword stands for, CR 702.1)
        trigger = unplayable_trigger(n) if isinstance(n, A.TriggeredAbility) else None
        if trigger is not None:
            out.add(trigger)
    unread = unread_reference(ability)  # "each opponent who ...", "with the same name as ..."
    if unread is not None:
        out.add(unread)
    _walk(ability, "resolve", None, out)
    return out


def _walk(node: A.Node, where: str, parent: A.Node | None, out: set[str]) -> None:
    if isinstance(node, A.StaticEffect):  # continuous effects of a static ability (CR 611.3)
        for e in _effects_of(node.effect):
            if isinstance(e, A.Conditional) and conditional_modifications(e):
                continue  # "as long as ...": layer effects gated by the condition
            if cost_changes.played(e):
                continue  # spells' cost increases and reductions (CR 601.2f)
            if entering.enters_tapped_unless(node) is not None:
                continue  # "enters tapped unless ..." (CR 614.1c)
            if (
                static_handler(type(e)) is None
                or (isinstance(e, A.Restriction) and not restrictions.played(e))
                or isinstance(e, A.CostChange)
                or (isinstance(e, A.BlockerCount) and not blocker_counts.played(e))
            ):
                out.add(f"static:{e.type_name}")
        return
    if isinstance(node, A.ReplacementEffect):
        if node.mode in ("as", "with"):
            _walk_replacement(node.replacement, node.mode, out)
        elif isinstance(node.condition, A.WasCast):
            # where a spell cast from some zone goes as it resolves (rebound, aftermath): the
            # executor reports it (game.py _resolve_spell)
            out.add(f"replacement_effect:{node.event.name}")
        return
    if isinstance(node, A.Effect) and where == "resolve":
        handled_by_sequence = isinstance(node, A.RepeatProcess) and (
            isinstance(parent, A.Sequence) and repeats_process(parent)
        )
        if (
            (effect_handler(type(node)) is None and not handled_by_sequence)
            or (isinstance(node, A.Restriction) and not restrictions.one_shot_played(node))
            or (isinstance(node, A.GainControl) and not control.one_shot_played(node))
        ):
            out.add(f"effect:{node.type_name}")
    for c in _children(node):
        # "If you do, repeat this process" is played by its Sequence (copies.repeat_process)
        _walk(c, where, node if isinstance(node, A.Sequence) else parent, out)


def _walk_replacement(eff: A.Node, mode: str, out: set[str]) -> None:
    allowed = AS_ENTERS_EFFECTS if mode == "as" else ENTERS_WITH_EFFECTS
    for e in _effects_of(eff) if mode == "with" else (eff,):
        if not isinstance(e, allowed):
            out.add(f"{mode}:{e.type_name}")
        elif isinstance(e, A.BecomeCopy) and (e.exceptions or e.duration):
            # a copy with exceptions or for a time (CR 707.9): copies.py does not play it
            out.add(f"{mode}:become_copy:exceptions_or_duration")
        elif mode == "as":
            for c in _children(e):
                if isinstance(c, A.Effect):
                    _walk_replacement(c, mode, out)


# ---------------------------------------------------------------------------- seed cards


def seed_abilities() -> Iterator[tuple[str, A.Node]]:
    """Every (English card name, top-level ability) of every parsed seed text."""
    cards = yaml.safe_load(SEED_CARDS.read_text(encoding="utf-8"))["cards"]
    for card in cards:
        for kind in ("printed", "oracle"):
            for lang, entry in (card.get(kind) or {}).items():
                if not entry or not entry.get("text"):
                    continue
                name = (card.get("names") or {}).get(lang) or card["name"]
                try:
                    abilities = parse(entry["text"], lang, card_name=name).abilities
                except ParseError:
                    continue  # tests/test_seed_texts.py reports the texts that don't parse
                for ab in abilities:
                    yield card["name"], ab


def unplayable() -> dict[str, list[str]]:
    """``{reason: seed cards}`` for every seed ability the executor can't play yet."""
    out: dict[str, set[str]] = {}
    for card, ability in seed_abilities():
        for reason in reasons(ability):
            out.setdefault(reason, set()).add(card)
    return {k: sorted(v) for k, v in sorted(out.items())}


# ---------------------------------------------------------------------------- the corpus

#: a distinct line to parse: (lang, normalized line, card name when the line names it)
Key = tuple[str, str, str | None]


def _line_key(lang: str, line: str, name: str | None) -> Key:
    line = normalize_line(line)
    return (lang, line, name if name and name.lower() in line.lower() else None)


def corpus_faces(corpus: Path) -> dict[str, dict[tuple[str, str], list[Key]]]:
    """Per language, the distinct faces ``(text, name) -> line keys`` of every MTGJSON set file
    under ``corpus/mtgjson/sets_*/``."""
    faces: dict[str, dict[tuple[str, str], list[Key]]] = {"en": {}, "fr": {}, "de": {}}
    for path in sorted(glob.glob(str(corpus / "mtgjson" / "sets_*" / "*.json"))):
        data = json.loads(Path(path).read_text(encoding="utf-8")).get("data") or {}
        for card in data.get("cards") or []:
            texts = [("en", card.get("text"), card.get("faceName") or card.get("name"))]
            for fd in card.get("foreignData") or []:
                lang = LANGS.get(fd.get("language", ""))
                if lang:
                    texts.append((lang, fd.get("text"), fd.get("faceName") or fd.get("name")))
            for lang, text, name in texts:
                if not text or (text, name or "") in faces[lang]:
                    continue
                keys = [_line_key(lang, line, name) for _, line in split_lines(text)]
                faces[lang][(text, name or "")] = keys
    return faces


def _judge(key: Key) -> tuple[Key, bool, tuple[str, ...]]:
    """Parse one line strictly: (key, parsed, reasons its abilities can't be played)."""
    lang, line, name = key
    try:
        abilities = parse(line, lang, card_name=name).abilities
    except Exception:  # noqa: BLE001 - a line that doesn't parse (or crashes the parser)
        return key, False, ()
    out: set[str] = set()
    for ab in abilities:
        out |= reasons(ab)
    return key, True, tuple(sorted(out))


def corpus_report(corpus: Path, workers: int, top: int) -> None:
    """Print, per language, parsed faces and the share the executor can play in full."""
    t0 = time.perf_counter()
    faces = corpus_faces(corpus)
    keys = sorted({k for per in faces.values() for ks in per.values() for k in ks}, key=str)
    if workers > 1:
        with multiprocessing.Pool(workers) as pool:
            judged = pool.map(_judge, keys, chunksize=64)
    else:
        judged = [_judge(k) for k in keys]
    result = {k: (ok, why) for k, ok, why in judged}
    total_parsed = total_playable = 0
    for lang, per in faces.items():
        parsed = playable = 0
        why_count: collections.Counter[str] = collections.Counter()
        for ks in per.values():
            if not ks or not all(result[k][0] for k in ks):
                continue
            parsed += 1
            why = {w for k in ks for w in result[k][1]}
            if why:
                why_count.update(why)
            else:
                playable += 1
        total_parsed += parsed
        total_playable += playable
        share = 100 * playable / parsed if parsed else 0.0
        print(
            f"{lang}: {len(per):,} faces with text, {parsed:,} parsed, {playable:,} playable in "
            f"full ({share:.1f} % of parsed faces)"
        )
        for why, n in why_count.most_common(top):
            print(f"    {n:6,}  not yet playable: {why}")
    share = 100 * total_playable / total_parsed if total_parsed else 0.0
    print(
        f"all: {total_playable:,} of {total_parsed:,} parsed faces playable in full "
        f"({share:.1f} %); {len(keys):,} distinct lines in {time.perf_counter() - t0:.1f} s"
    )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("corpus", nargs="?", type=Path, help="corpus folder (../shared/corpus)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--top", type=int, default=25, help="reasons listed per language")
    args = ap.parse_args(argv)
    if args.corpus is not None:
        if not (args.corpus / "mtgjson").is_dir():
            print(f"error: {args.corpus}: no mtgjson folder", file=sys.stderr)
            return 2
        corpus_report(args.corpus, args.workers, args.top)
        return 0
    result = unplayable()
    for name, cards in result.items():
        print(f"{name}: {', '.join(cards)}")
    if not result:
        print("every ability of the seed cards is playable")
    return 1 if result else 0


if __name__ == "__main__":
    sys.exit(main())
