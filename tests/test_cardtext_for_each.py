"""A leading "For each [set], [instructions]" (CR 608.2c: the instructions are followed once for
each object or player of the set): one :class:`~rulesparser.ast.ForEach` around the sentence's
effect, whose references to the member of the current turn ("its controller", "that creature",
French "cette créature", German "ihr Beherrscher") are of kind ``current``; the same AST in English,
French and German."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json

from rulesparser import ParseError, parse
from rulesparser import ast as A

CURRENT = A.ObjectRef(kind="current")


def _effect(text: str, lang: str = "en") -> A.Node:
    (ability,) = parse(text, lang).abilities
    return ability.effect


def test_rampage_of_the_clans_each_permanent_destroyed_this_way() -> None:
    """Rampage of the Clans (RNA): the tokens are created by the controller of each destroyed
    permanent in turn, one each."""
    en = (
        "Destroy all artifacts and enchantments. For each permanent destroyed this way, its "
        "controller creates a 3/3 green Centaur creature token."
    )
    effect = _effect(en)
    assert isinstance(effect, A.Sequence)
    for_each = effect.effects[1]
    assert for_each.each == A.ObjectRef(kind="each", filter=("permanent", "destroyed_this_way"))
    assert for_each.effect.player == A.PlayerRef(kind="controller", object=CURRENT)
    assert (for_each.effect.power, for_each.effect.subtypes) == (3, ("centaur",))
    de = (
        "Zerstöre alle Artefakte und Verzauberungen. Für jede auf diese Weise zerstörte bleibende "
        "Karte erzeugt ihr Beherrscher einen 3/3 grünen Zentaur-Kreaturenspielstein."
    )
    assert abilities_json(de, "de") == abilities_json(en, "en")
    # (the French first sentence, "tous les artefacts et tous les enchantements", is read apart)
    fr = (
        "Pour chaque permanent détruit de cette manière, son contrôleur crée un jeton de "
        "créature 3/3 verte Centaure."
    )
    assert abilities_json(fr, "fr") == abilities_json(en.split(". ", 1)[1], "en")


def test_march_of_souls_each_creature_destroyed_this_way() -> None:
    """March of Souls (PLS), English and French: the third sentence goes through the creatures
    the first destroyed."""
    en = (
        "Destroy all creatures. They can't be regenerated. For each creature destroyed this way, "
        "its controller creates a 1/1 white Spirit creature token with flying."
    )
    fr = (
        "Détruisez toutes les créatures. Elles ne peuvent pas être régénérées. Pour chaque "
        "créature détruite de cette manière, son contrôleur met en jeu un jeton de créature 1/1 "
        "blanche Esprit avec le vol."
    )
    assert abilities_json(fr, "fr") == abilities_json(en, "en")
    assert isinstance(_effect(en).effects[-1], A.ForEach)


def test_hour_of_need_each_creature_exiled_this_way() -> None:
    """Hour of Need (JOU): "exiled this way" in the three languages (German: the participle
    before the noun, "auf diese Weise ins Exil geschickte Kreatur")."""
    en = (
        "For each creature exiled this way, its controller creates a 4/4 blue Sphinx creature "
        "token with flying."
    )
    fr = (
        "Pour chaque créature exilée de cette manière, son contrôleur met sur le champ de "
        "bataille un jeton de créature 4/4 bleue Sphinx avec le vol."
    )
    effect = _effect(en)
    assert effect.each == A.ObjectRef(kind="each", filter=("creature", "exiled_this_way"))
    assert abilities_json(fr, "fr") == abilities_json(en, "en")
    martyrs_cry = (
        "Exile all white creatures. For each creature exiled this way, its controller draws a card."
    )
    (draw,) = [e for e in _effect(martyrs_cry).effects if isinstance(e, A.ForEach)]
    assert draw.effect.player == A.PlayerRef(kind="controller", object=CURRENT)


def test_growth_chamber_guardian_like_copies_of_each_token() -> None:
    """Second Harvest-like activated ability (Oracle "{4}{G/W}{G/W}, {T}: For each creature
    token you control, create a token that's a copy of that creature."): "that creature" is the
    member of the current turn, as French "cette créature" and German "dieser Kreatur"."""
    en = "For each creature token you control, create a token that's a copy of that creature."
    effect = _effect(en)
    assert effect.each == A.ObjectRef(kind="each", filter=("creature", "token", "you_control"))
    assert effect.effect.copy_of == CURRENT
    fr = (
        "Pour chaque jeton de créature que vous contrôlez, créez un jeton qui est une copie de "
        "cette créature."
    )
    de = (
        "Für jeden Kreaturenspielstein, den du kontrollierst, erzeugst du einen Spielstein, der "
        "eine Kopie dieser Kreatur ist."
    )
    assert abilities_json(fr, "fr") == abilities_json(en, "en")
    assert abilities_json(de, "de") == abilities_json(en, "en")


def test_each_opponent_is_a_set_of_players() -> None:
    """ "For each opponent, ..." (French "Pour chaque adversaire,"): the set is the opponents,
    one at a time."""
    en = "For each opponent, create a 1/1 white Human creature token."
    effect = _effect(en)
    assert effect.each == A.PlayerRef(kind="each_opponent")
    fr = "Pour chaque adversaire, créez un jeton de créature 1/1 blanche Humain."
    assert abilities_json(fr, "fr") == abilities_json(en, "en")


@pytest.mark.parametrize(
    "text",
    [
        # Ancestral Tribute (ODY), Oracle "You gain 2 life for each card in your graveyard.": a
        # fronted "für jede" naming no member may be the amount's "for each"
        "Für jede Karte in deinem Friedhof erhältst Du 2 Lebenspunkte dazu.",
        # Canker Abomination (EVE): "enters with a -1/-1 counter on it for each creature that
        # player controls", a replacement effect, no instructions gone through
        "Für jede Kreatur, die dieser Spieler kontrolliert, kommt die ~ mit einer -1/-1-Marke "
        "ins Spiel.",
    ],
)
def test_german_fronted_for_each_without_its_member_stays_unparsed(text: str) -> None:
    with pytest.raises(ParseError):
        parse(text, "de")


@pytest.mark.parametrize(
    "text",
    [
        # Lim-Dûl's Vault-like "for each card" after looking at cards: which cards? Not guessed
        "Look at the top five cards of your library. For each card, put that card into your "
        "graveyard unless you pay 2 life.",
        # "it" after "for each" in two clauses may name the token created: not guessed
        "For each creature you control, create a 1/1 white Soldier creature token and tap it.",
    ],
)
def test_a_set_or_reference_that_could_be_misread_stays_unparsed(text: str) -> None:
    with pytest.raises(ParseError):
        parse(text, "en")


def test_twinflame_each_of_them() -> None:
    """Twinflame (JOU): "For each of them" goes through the creatures chosen before; "that
    creature" (French "cette créature") is the member of the current turn."""
    en = "For each of them, create a token that's a copy of that creature."
    fr = (
        "Pour chacune d'elles, mettez sur le champ de bataille un jeton qui est une copie de "
        "cette créature."
    )
    effect = _effect(en)
    assert effect.each.kind == "that"
    assert effect.effect.copy_of == CURRENT
    assert abilities_json(fr, "fr") == abilities_json(en, "en")


def test_each_opponent_that_player_controls() -> None:
    """Oracle "For each opponent, gain control of up to one target creature or planeswalker
    that player controls with mana value 3 or less." (French "Pour chaque adversaire, acquérez
    le contrôle de jusqu'à une cible, créature ou planeswalker, que ce joueur contrôle ..."):
    "that player" is the opponent of the current turn."""
    effect = _effect("For each opponent, gain control of target permanent that player controls.")
    assert "current_player_controls" in effect.effect.object.filter
    assert "that_player_controls" not in effect.effect.object.filter


def test_read_the_runes_each_card_drawn_this_way() -> None:
    """Read the Runes (ONS): one discard (or sacrifice) for each card drawn, each decided apart
    (not "discard X cards unless ...")."""
    effect = _effect(
        "Draw X cards. For each card drawn this way, discard a card unless you sacrifice a "
        "permanent."
    )
    for_each = effect.effects[1]
    assert for_each.each == A.ObjectRef(kind="each", filter=("card", "drawn_this_way"))
    assert isinstance(for_each.effect, A.UnlessPays)
    assert isinstance(for_each.effect.effect, A.Discard)


def test_german_relative_clause_destroyed_or_exiled_this_way() -> None:
    """German "Für jede bleibende Karte, die auf diese Weise ins Exil geschickt wurde, ..."
    (Chaotic Transformation, DMU) and ", die auf diese Weise zerstört wird" (March of Souls,
    PLS): the relative clause says "exiled / destroyed this way"."""
    de = (
        "Für jede bleibende Karte, die auf diese Weise ins Exil geschickt wurde, erzeugt ihr "
        "Beherrscher einen 3/3 grünen Zentaur-Kreaturenspielstein."
    )
    en = (
        "For each permanent exiled this way, its controller creates a 3/3 green Centaur "
        "creature token."
    )
    assert abilities_json(de, "de") == abilities_json(en, "en")
    de = (
        "Für jede Kreatur, die auf diese Weise zerstört wird, erzeugt ihr Beherrscher einen 3/3 "
        "grünen Zentaur-Kreaturenspielstein."
    )
    en = (
        "For each creature destroyed this way, its controller creates a 3/3 green Centaur "
        "creature token."
    )
    assert abilities_json(de, "de") == abilities_json(en, "en")


def test_killing_wave_unless_they_pay_life() -> None:
    """Killing Wave (AVR): "For each creature, its controller sacrifices it unless they pay X
    life." The controller of each creature in turn chooses; the life is theirs (CR 119.4)."""
    effect = _effect("For each creature, its controller sacrifices it unless they pay X life.")
    assert effect.each == A.ObjectRef(kind="each", filter=("creature",))
    unless = effect.effect
    assert isinstance(unless, A.UnlessPays)
    assert unless.effect.object == CURRENT
    assert unless.effect.player == A.PlayerRef(kind="controller", object=CURRENT)
    (life,) = unless.cost.components
    assert life == A.LoseLife(player=unless.player, amount=A.Variable(name="X"))
    assert unless.player == A.PlayerRef(kind="that_player")
    fr = "Pour chaque créature, son contrôleur la sacrifie à moins qu'il ne paie X points de vie."
    assert abilities_json(fr, "fr") == abilities_json(
        "For each creature, its controller sacrifices it unless they pay X life.", "en"
    )


def test_for_each_aura_or_equipment_attached_to_it() -> None:
    """ "for each Equipment attached to it" counts the permanents of that kind attached to that
    object (CR 301.5, 303.4), as the older grammar reads Auramancer's Guise: Loxodon Punisher
    (MRD) in English, French "pour chaque équipement qui lui est attaché" and German "für jede
    an ihn angelegte Ausrüstung"; Armament Master (ZEN) counts those attached to itself
    ("attaché au ~", "an den ~ angelegte"); Gatherer of Graces' German relative clause "die an
    sie angelegt ist"."""
    punisher = parse("~ gets +2/+2 for each Equipment attached to it.").abilities[0]
    # ("it" is the object the sentence names before: this creature)
    count = punisher.effect.power.amount
    assert count == A.Count(what="attached", object=A.ObjectRef(kind="self"), filter=("equipment",))
    for lang, line in (
        ("fr", "Le ~ gagne +2/+2 pour chaque équipement qui lui est attaché."),
        ("de", "Der ~ erhält für jede an ihn angelegte Ausrüstung +2/+2."),
    ):
        assert abilities_json(line, lang) == abilities_json(
            "~ gets +2/+2 for each Equipment attached to it.", "en"
        ), lang
    master = "Other Kor creatures you control get +2/+2 for each Equipment attached to ~."
    assert A.Count(what="attached", object=A.ObjectRef(kind="self"), filter=("equipment",)) in list(
        parse(master).abilities[0].walk()
    )
    for lang, line in (
        (
            "fr",
            "Les autres créatures Kor que vous contrôlez gagnent +2/+2 pour chaque équipement "
            "attaché au ~.",
        ),
        (
            "de",
            "Andere Kor-Kreaturen, die du kontrollierst, erhalten für jede an den ~ angelegte "
            "Ausrüstung +2/+2.",
        ),
    ):
        assert abilities_json(line, lang) == abilities_json(master, "en"), lang
    gatherer = "~ gets +1/+1 for each Aura attached to it."
    german = "Die ~ erhält für jede Aura, die an sie angelegt ist, +1/+1."
    assert abilities_json(german, "de") == abilities_json(gatherer, "en")
