"""Matching a played game against a scenario's ``expect:`` (docs/scenarios.md): zones, life,
counters, power and toughness, controllers, types, ``events`` and ``no_events`` patterns. Each
failure is one ``file:line: what was expected, what happened`` string.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import TYPE_CHECKING, Any

from rulesparser.executor.auras import enchanted, maximum_hand_size
from rulesparser.executor.state import (
    GameEvent,
    Zone,
)

if TYPE_CHECKING:  # pragma: no cover
    from rulesparser.executor.engine import Engine


def _zone_of(g: Engine, label: str) -> str:
    o = g.find(label)
    if o is None:
        return "none"
    return o.zone.value


def _display(label: str) -> str:
    return label.split("#")[0]


def _event_matches(e: GameEvent, pat: dict[str, Any]) -> bool:
    if e.kind != pat["event"]:
        return False
    for k, want in pat.items():
        if k in ("event", "count"):
            continue
        if k == "turn":
            got: Any = e.turn
        elif k == "step":
            got = e.step
        else:
            got = e.get(k)
        if isinstance(got, str) and isinstance(want, str) and "#" not in want:
            got = _display(got)
        if got != want:
            return False
    return True


def check_expectations(
    g: Engine, exp: dict[str, Any], file: str, line: int, lang: str = "en"
) -> list[str]:
    """Compare the game to an ``expect`` mapping; returns diff lines (empty when all hold),
    ``file:line: key: message`` with the message in ``lang`` (the executor catalogs,
    ``locales/<lang>/LC_MESSAGES/executor.po``; the scenario's keys and labels are kept)."""
    from rulesparser.executor.log import translator

    out: list[str] = []
    lines = exp.get("_lines", {})
    _ = translator(lang)

    def fail(key: str, msgid: str, **fields: Any) -> None:
        out.append(f"{file}:{lines.get(key, line)}: {key}: {_(msgid).format(**fields)}")

    def state(tapped: Any) -> str:
        return _("tapped") if tapped else _("untapped")

    def zone(name: Any) -> Any:
        """A zone's name in ``lang`` (the log's words: "cimetière"); an unknown one as given."""
        said = _(f"zone:{name}")
        return name if said == f"zone:{name}" else said

    def missing(key: str) -> set[str]:
        """Labels of a state check that name no object now: a failure each (a check on a
        token never created or a card that left the game can't pass vacuously)."""
        gone = {label for label in exp.get(key) or {} if g.find(label) is None}
        for label in sorted(gone):
            fail(key, "{label} doesn't exist now (zone: none)", label=label)
        return gone

    for p, want in (exp.get("life") or {}).items():
        if p not in g.players:
            fail("life", "unknown player {player}", player=repr(p))
            continue
        got = g.players[p].life
        if got != want:
            fail("life", "{who} expected {want}, got {got}", who=p, want=want, got=got)
    for p, zones in (exp.get("zones") or {}).items():
        if p not in g.players:
            fail("zones", "unknown player {player}", player=repr(p))
            continue
        for zname, want in zones.items():
            if zname == "battlefield":
                objs = [o for o in g.battlefield if o.controller == p]
            else:
                try:
                    objs = g.players[p].zone(Zone(zname))
                except (ValueError, KeyError):
                    fail("zones", "unknown zone {zone}", zone=repr(zname))
                    continue
            # every object of the zone, blank library cards ("alice:library1") included: a
            # drawn or milled card is in the hand or graveyard like any other (CR 121.1), so
            # "hand: []" says the hand is empty
            got = sorted(_display(o.label) for o in objs)
            if Counter(got) != Counter(want or []):
                fail(
                    "zones",
                    "{player}'s {zone} expected {want}, got {got}",
                    player=p,
                    zone=zone(zname),
                    want=sorted(want or []),
                    got=got,
                )
    for p, want in (exp.get("library_order") or {}).items():
        # the whole library, top first (CR 401.2); blank library cards included
        got_order = [_display(o.label) for o in g.players[p].library] if p in g.players else []
        if got_order != list(want or []):
            fail(
                "library_order",
                "{player}'s library expected {want}, got {got}",
                player=p,
                want=list(want or []),
                got=got_order,
            )
    for label, want in (exp.get("zone") or {}).items():
        got = _zone_of(g, label)
        if got != want:
            fail(
                "zone",
                "{label} expected in {want}, got {got}",
                label=label,
                want=zone(want),
                got=zone(got),
            )
    gone = missing("counters")
    for label, want in (exp.get("counters") or {}).items():
        if label in gone:
            continue
        o = g.find(label)
        have = dict(o.counters) if o else {}
        for kind, n in want.items():
            if have.get(kind, 0) != n:
                fail(
                    "counters",
                    "{label} expected {n} {kind} counter(s), got {got}",
                    label=label,
                    n=n,
                    kind=kind,
                    got=have.get(kind, 0),
                )
    gone = missing("tapped")
    for label, want in (exp.get("tapped") or {}).items():
        if label in gone:
            continue
        o = g.find(label)
        got = bool(o and o.tapped)
        if o is not None and o.zone is not Zone.BATTLEFIELD:  # only permanents tap (CR 701.20)
            fail(
                "tapped",
                "{label} expected {want}, but it is in the {zone}, not on the battlefield",
                label=label,
                want=state(want),
                zone=zone(o.zone.value),
            )
        elif got != bool(want):
            fail(
                "tapped",
                "{who} expected {want}, got {got}",
                who=label,
                want=state(want),
                got=state(got),
            )
    gone = missing("pt")
    for label, want in (exp.get("pt") or {}).items():
        if label in gone:
            continue
        o = g.find(label)
        got = "/".join(map(str, g.power_toughness(o))) if o else "none"
        if got != str(want):
            fail("pt", "{who} expected {want}, got {got}", who=label, want=want, got=got)
    gone = missing("types")
    for label, want in (exp.get("types") or {}).items():
        if label in gone:
            continue
        o = g.find(label)
        ch = o.characteristics() if o else None
        got_ty = sorted(ch.supertypes + ch.types + ch.subtypes) if ch else []
        if got_ty != sorted(want or []):
            fail(
                "types",
                "{label} expected types {want}, got {got}",
                label=label,
                want=sorted(want or []),
                got=got_ty,
            )
    gone = missing("colors")
    for label, want in (exp.get("colors") or {}).items():
        if label in gone:
            continue
        o = g.find(label)
        got_c = sorted(o.characteristics().colors) if o else []
        if got_c != sorted(want or []):
            fail(
                "colors",
                "{label} expected colors {want}, got {got}",
                label=label,
                want=sorted(want or []),
                got=got_c,
            )
    gone = missing("keywords")
    for label, want in (exp.get("keywords") or {}).items():
        if label in gone:
            continue
        o = g.find(label)
        got_kw = sorted({k.name for k in o.keywords()}) if o else []
        if got_kw != sorted(want or []):
            fail(
                "keywords",
                "{label} expected keywords {want}, got {got}",
                label=label,
                want=sorted(want or []),
                got=got_kw,
            )
    gone = missing("face_down")
    for label, want in (exp.get("face_down") or {}).items():
        if label in gone:
            continue
        o = g.find(label)
        if bool(o and o.face_down) != bool(want):
            fail("face_down", "{label} expected face_down={want}", label=label, want=want)
    gone = missing("controller")
    for label, want in (exp.get("controller") or {}).items():
        if label in gone:
            continue
        o = g.find(label)
        got = o.controller if o else "none"
        if got != want:
            fail(
                "controller",
                "{label} expected controlled by {want}, got {got}",
                label=label,
                want=want,
                got=got,
            )
    for p, want in (exp.get("max_hand_size") or {}).items():
        size = maximum_hand_size(g, p)
        got_size = "none" if size is None else size
        if got_size != want:
            fail(
                "max_hand_size",
                "{player}'s maximum hand size expected {want}, got {got}",
                player=p,
                want=want,
                got=got_size,
            )
    for label, want in (exp.get("attached") or {}).items():
        o = g.find(label)
        hosts = enchanted(g, o) if o is not None and o.zone is Zone.BATTLEFIELD else []
        got_host = hosts[0].label if hosts else "none"
        if got_host != want:
            fail(
                "attached",
                "{label} expected attached to {want}, got {got}",
                label=label,
                want=want,
                got=got_host,
            )
    if "lost" in exp:
        got = sorted(p.name for p in g.players.values() if p.lost)
        if got != sorted(exp["lost"] or []):
            fail(
                "lost",
                "expected {want} to have lost, got {got}",
                want=sorted(exp["lost"] or []),
                got=got,
            )
    if "stack" in exp:
        got = [f"{i.source.label}:{i.effect_name()}" for i in g.stack]
        if got != list(exp["stack"] or []):
            fail("stack", "expected {want}, got {got}", want=exp["stack"], got=got)
    log = list(g.log)
    for pat in exp.get("events") or []:
        n = sum(1 for e in log if _event_matches(e, pat))
        want_n = pat.get("count")
        if (want_n is None and n == 0) or (want_n is not None and n != want_n):
            if want_n is None:
                fail("events", "expected {pattern}, found {n}", pattern=_fmt_pat(pat), n=n)
            else:
                fail(
                    "events",
                    "expected {pattern} x{count}, found {n}",
                    pattern=_fmt_pat(pat),
                    count=want_n,
                    n=n,
                )
    for pat in exp.get("no_events") or []:
        hits = [e for e in log if _event_matches(e, pat)]
        if hits:
            fail(
                "no_events",
                "unexpected {pattern} (turn {turn} {step})",
                pattern=_fmt_pat(pat),
                turn=hits[0].turn,
                step=hits[0].step,
            )
    seq = exp.get("ordered") or []
    i = 0
    for e in log:
        if i < len(seq) and _event_matches(e, seq[i]):
            i += 1
    if i < len(seq):
        fail(
            "ordered",
            "events not found in this order from {pattern} on",
            pattern=_fmt_pat(seq[i]),
        )
    return out


def _fmt_pat(p: dict[str, Any]) -> str:
    return json.dumps({k: v for k, v in p.items() if k != "count"}, ensure_ascii=False)
