"""A later sentence's "instead" replacing an instruction said with another verb (CR 614.1a inside
one resolving ability, 608.2c): when the sentence before holds one instruction, it is the one
replaced, whatever its verb ("Return target creature ... to its owner's hand. If this spell was
kicked, put that permanent on the bottom of its owner's library instead."); after "If you do,
[instruction]" the instruction the optional action allowed is replaced. Real Oracle lines of
Dominaria, Dominaria United and Strixhaven."""

from __future__ import annotations

from _card_ast import oracle_abilities, oracle_unparsed

from rulesparser import ast as A

KICKED = A.KickerPaid()


def test_ronas_vortex_bottom_of_library_instead_of_hand() -> None:
    (spell,) = oracle_abilities(
        "Return target creature or planeswalker you don't control to its owner's hand. If this"
        " spell was kicked, put that permanent on the bottom of its owner's library instead.",
        "Rona's Vortex",
    )
    effect = spell.effect
    assert isinstance(effect, A.Instead) and effect.condition == KICKED
    assert isinstance(effect.replaced, A.ReturnToHand)
    assert effect.replaced.object.kind == "target"
    assert effect.effect == A.PutOnBottom(object=A.ObjectRef(kind="that"))


def test_fight_with_fire_divided_damage_from_the_spell() -> None:
    """ "it deals 10 damage divided ..." is this spell's damage (the source of the damage it
    replaces), not the target creature's."""
    (_kicker, spell) = oracle_abilities(
        "Kicker {5}{R}\nFight with Fire deals 5 damage to target creature. If this spell was"
        " kicked, it deals 10 damage divided as you choose among any number of targets instead.",
        "Fight with Fire",
    )
    effect = spell.effect
    assert isinstance(effect, A.Instead)
    assert isinstance(effect.replaced, A.DealDamage)
    assert isinstance(effect.effect, A.DealDamageDivided)
    assert effect.effect.damage_source == A.ObjectRef(kind="self")
    assert effect.effect.amount == 10


def test_mila_draws_two_instead_of_the_draw_if_you_do_allows() -> None:
    (ability,) = oracle_abilities(
        "[+1]: You may discard a card. If you do, draw a card. If a creature card was discarded"
        " this way, draw two cards instead."
    )
    discard, if_you_do = ability.effect.effects
    assert isinstance(discard, A.OptionalEffect)
    assert isinstance(if_you_do, A.Conditional) and if_you_do.condition == A.IfYouDo()
    instead = if_you_do.effect
    assert isinstance(instead, A.Instead)
    assert (instead.replaced.amount, instead.effect.amount) == (1, 2)


def test_it_deals_damage_instead_after_no_damage_stays_unparsed() -> None:
    # "it" would be the destroyed creature or this spell: not said
    assert oracle_unparsed(
        "Destroy target creature. If this spell was kicked, it deals 10 damage divided as you"
        " choose among any number of targets instead."
    )


def test_consign_to_dream_top_of_library_instead() -> None:
    # Consign to Dream (SHM)
    (spell,) = oracle_abilities(
        "Return target permanent to its owner's hand. If that permanent is red or green, put it"
        " on top of its owner's library instead."
    )
    assert isinstance(spell.effect, A.Instead)
    assert isinstance(spell.effect.replaced, A.ReturnToHand)


def test_an_optional_instead_of_another_verb_stays_unparsed() -> None:
    """Sweep Away (OGW): "you may put it on top ... instead": declined, is the creature
    returned to its owner's hand? ``Instead`` does not say it: left unparsed."""
    assert oracle_unparsed(
        "Return target creature to its owner's hand. If that creature is attacking, you may put"
        " it on top of its owner's library instead."
    )


def test_an_instead_of_a_verb_said_further_back_is_not_the_sentence_before() -> None:
    """Primal Growth (PLS, German): "Mische danach Deine Bibliothek. Wenn Du die Bonuskosten
    bezahlt hast, durchsuche Deine Bibliothek stattdessen nach ..." replaces the search of the
    first sentence, not the shuffle just before it: not read as replacing the shuffle."""
    from rulesparser import parse

    card = parse(
        "Durchsuche Deine Bibliothek nach einem Standardland Deiner Wahl und bringe diese Karte"
        " ins Spiel. Mische danach Deine Bibliothek. Wenn Du die Bonuskosten bezahlt hast,"
        " durchsuche Deine Bibliothek stattdessen nach zwei Standardländern und bringe sie ins"
        " Spiel. Mische danach Deine Bibliothek.",
        "de",
        lenient=True,
    )
    assert not any(
        isinstance(n, A.Instead) and isinstance(n.replaced, A.Shuffle)
        for a in card.abilities
        for n in a.walk()
    )
