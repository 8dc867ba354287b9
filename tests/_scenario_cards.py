"""Build and run a one-card executor scenario from a card's rules text, for the tests that check
what the executor does with one parsed ability (play it, or say "can't play ... yet"). The YAML
is the scenario format of ``rulesparser.executor.scenario`` (README, "Scenarios")."""

from __future__ import annotations

from rulesparser.executor.scenario import parse_scenario, run_scenario

_CAST = """\
scenario: {title}
ruling: {ruling}
players: {{alice: {{mana: 10}}, bob: {{}}}}
cards:
  bear:
    name: {{en: Runeclaw Bear}}
    types: [creature]
    subtypes: [bear]
    power: 2
    toughness: 2
    mana_cost: "{{1}}{{G}}"
  card:
    name: {{en: {name}}}
    types: [{types}]
    mana_cost: "{mana_cost}"
    text: {{en: "{text}"}}
setup:
  alice: {{hand: [card], battlefield: [bear]}}
turns:
  1:
    main1:
      - cast: card
      - resolve: all
"""

_ON_BATTLEFIELD = """\
scenario: {title}
ruling: {ruling}
players: {{alice: {{}}, bob: {{}}}}
cards:
  card:
    name: {{en: {name}}}
    types: [creature]
    power: 2
    toughness: 2
    text: {{en: "{text}"}}
setup:
  alice: {{battlefield: [card]}}
turns:
  1:
    main1:
      - resolve: all
play_turns: 1
expect:
  life: {{alice: 20, bob: 20}}
"""


def failures_casting(
    text: str,
    *,
    name: str = "Thing",
    types: str = "instant",
    mana_cost: str = "{1}",
    ruling: str = "CR 601.2",
) -> list[str]:
    """The failures of a scenario where Alice (10 mana, a 2/2 Runeclaw Bear on the battlefield)
    casts a card with this English ``text`` and the stack resolves."""
    yaml = _CAST.format(
        title=f"cast {name}", ruling=ruling, name=name, types=types, mana_cost=mana_cost, text=text
    )
    return run_scenario(parse_scenario(yaml, "s.yaml"), "en").failures


def failures_on_battlefield(
    text: str, *, name: str = "Thing", ruling: str = "CR 603.2"
) -> list[str]:
    """The failures of one turn with a 2/2 creature with this English ``text`` on Alice's
    battlefield, expecting both players to end at 20 life."""
    yaml = _ON_BATTLEFIELD.format(
        title=f"{name} on the battlefield", ruling=ruling, name=name, text=text
    )
    return run_scenario(parse_scenario(yaml, "s.yaml"), "en").failures


#: Grizzly Bears (a vanilla 2/2 creature) in a scenario's ``cards:``, named in EN/FR/DE, under
#: the key ``bear``: the creature the executor tests of several languages attack, block and target
GRIZZLY_BEARS = """\
  bear:
    name: {en: Grizzly Bears, fr: Ours gris, de: Grizzlybären}
    types: [creature]
    power: 2
    toughness: 2
"""


def scenario_failures(text: str, lang: str) -> list[str]:
    """The failures of the scenario ``text`` (YAML) played from the cards' ``lang`` text."""
    return run_scenario(parse_scenario(text, "s.yaml"), lang).failures
