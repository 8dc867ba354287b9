"""Every rule of the card-text grammars that keeps a phrase has a transformer method.

The card-text transformer runs while the line is parsed (Lark's inline callbacks): a rule whose
name (or alias) the transformer has no method for gives a bare ``lark.Tree``, which no rule
above reads as a phrase (``one(children, A.PlayerRef)`` finds none). English ``player:
enchanted_player`` did: "Whenever enchanted player casts a spell with the chosen name, ..."
(Curse of Silence) crashed with an AttributeError. A rule that keeps no child (a marker such as ``activated_purpose``) may
stay a tree; a ``?rule`` alternative with one child and no alias is that child.
"""

from __future__ import annotations

import pytest

from rulesparser import parse
from rulesparser.ast import PlayerRef
from rulesparser.cardtext import CardTextTransformer, _parser, card_text_languages, phrase_lexicon


def _kept(expansion: list) -> list:
    """The symbols of an expansion whose value a rule's callback receives."""
    return [s for s in expansion if not (s.is_term and (s.filter_out or s.name.startswith("_")))]


@pytest.mark.parametrize("lang", sorted(card_text_languages()))
def test_every_rule_keeping_a_phrase_has_a_transformer_method(lang: str) -> None:
    transformer = CardTextTransformer(phrase_lexicon(lang))
    missing = set()
    for rule in _parser(lang).rules:
        name = str(rule.alias or rule.origin.name)
        kept = _kept(rule.expansion)
        if name.startswith("_") or not kept or hasattr(transformer, name):
            continue
        if rule.options.expand1 and not rule.alias and len(kept) == 1:
            continue  # "?rule: other_rule": the other rule's value
        missing.add(f"{name}: {' '.join(s.name for s in rule.expansion)}")
    assert not missing, sorted(missing)


def test_curse_of_silence_enchanted_player_casts() -> None:
    """Curse of Silence (Oracle): the trigger's player is the enchanted player (CR 303.4d)."""
    card = parse(
        "Whenever enchanted player casts a spell with the chosen name, you may sacrifice Curse "
        "of Silence. If you do, draw a card.",
        "en",
        card_name="Curse of Silence",
    )
    players = [n for n in card.abilities[0].walk() if isinstance(n, PlayerRef)]
    assert PlayerRef(kind="enchanted_player") in players
