"""Translation cross-check: the same printing in EN/FR/DE must mean the same, reminders included.
Real printings from MTGJSON (ZEN Mold Shambler's French misprint; PLC Keldon Marauders)."""

from __future__ import annotations

import json

from click.testing import CliRunner

from rulesparser.cli import main
from rulesparser.crosscheck import compare_printings, first_difference

MARAUDERS = {
    "en": "Vanishing 2 (This permanent comes into play with two time counters on it. At the beginning of your upkeep, remove a time counter from it. When the last is removed, sacrifice it.)",
    "fr": "Disparition 2 (Ce permanent arrive en jeu avec, sur lui, deux marqueurs « temps ». Au début de votre entretien, retirez-lui un marqueur « temps ». Quand le dernier marqueur est retiré, sacrifiez le permanent.)",
    "de": "Verschwinden 2 (Diese bleibende Karte kommt mit zwei Zeitmarken ins Spiel. Entferne zu Beginn deines Versorgungssegments eine Zeitmarke von ihr. Wenn die letzte Zeitmarke entfernt wird, opfere die bleibende Karte.)",
}


def test_real_printing_in_three_languages_agrees() -> None:
    assert compare_printings(MARAUDERS) == []


def test_wrong_number_in_german_reminder_is_named() -> None:
    texts = dict(MARAUDERS, de=MARAUDERS["de"].replace("zwei Zeitmarken", "drei Zeitmarken"))
    (finding,) = compare_printings(texts)
    assert finding.code == "translation-mismatch"
    assert finding.message == "de line 1 (ast): reminder[0].replacement.amount is 3 where en has 2"


def test_mold_shambler_french_misprint_is_found() -> None:
    findings = compare_printings(
        {
            "en": "Kicker {1}{G} (You may pay an additional {1}{G} as you cast this spell.)",
            "fr": "Kick {1}{G} (Vous pouvez payer {1}{R} supplémentaires au moment où vous lancez ce sort.)",
        }
    )
    assert [f.code for f in findings] == ["translation-mismatch"]
    assert '"R" where en has "G"' in findings[0].message


def test_missing_ability_is_a_finding() -> None:
    findings = compare_printings({"en": "Flying\nVanishing 2", "de": "Fliegend"})
    assert [f.code for f in findings] == ["line-missing"]
    assert findings[0].message == "de (facts): de has no line for en line 2"


def test_first_difference_paths() -> None:
    assert first_difference({"a": [1, {"b": 2}]}, {"a": [1, {"b": 3}]}) == ("a[1].b", 2, 3)
    assert first_difference([1], [1, 2]) == ("[1]", None, 2)
    assert first_difference({"x": 1}, {"x": 1}) is None


def test_cli_exit_codes() -> None:
    runner = CliRunner()
    ok = runner.invoke(main, ["crosscheck", "--en", MARAUDERS["en"], "--de", MARAUDERS["de"]])
    assert ok.exit_code == 0 and "no difference (de 1 of 1 lines compared)" in ok.output
    bad = runner.invoke(
        main,
        [
            "crosscheck",
            "--json",
            "--en",
            MARAUDERS["en"],
            "--de",
            MARAUDERS["de"].replace("zwei", "drei"),
        ],
    )
    assert bad.exit_code == 1 and json.loads(bad.output)[0]["actual"] == 3
    usage = runner.invoke(main, ["crosscheck", "--en", "Flying"])
    assert usage.exit_code == 2 and "at least one of" in usage.output


def test_a_keyword_list_in_another_order_is_no_finding() -> None:
    """German prints "Eile, verursacht Trampelschaden" for "Trample, haste": same abilities.
    A keyword that is really different is still a finding."""
    same = compare_printings({"en": "Trample, haste", "de": "Eile, verursacht Trampelschaden"})
    assert same == []
    wrong = compare_printings({"en": "Trample, haste", "de": "Eile, Flugfähigkeit"})
    assert [f.code for f in wrong] == ["translation-mismatch"]
    assert wrong[0].actual == "flying"
    out = CliRunner().invoke(
        main, ["crosscheck", "--en", "Trample, haste", "--de", "Eile, verursacht Trampelschaden"]
    )
    assert out.exit_code == 0


def test_cli_unparsable_line_is_still_compared_by_its_facts() -> None:
    """A line that doesn't parse is compared by what it states without the grammar: a
    differing activation cost is reported (exit 1, basis facts); when everything that could be
    compared agrees, exit 0. The parser's message is a note on stderr, not an error."""
    en = "{1}, {T}: Target creature gets +1/+1 until end of turn."
    de = "{2}, {T}: Eine Kreatur deiner Wahl erhält blah +1/+1 bis zum Ende des Zuges."
    r = CliRunner().invoke(main, ["crosscheck", "--en", en, "--de", de])
    assert r.exit_code == 1
    assert '[translation-facts] de line 1 (facts): mana ["2", "T"] where en has ["1", "T"]' in (
        r.stdout
    )
    assert "de line 1 does not parse (line 1, column" in r.stderr
    same = CliRunner().invoke(main, ["crosscheck", "--en", en, "--de", de.replace("{2}", "{1}")])
    assert same.exit_code == 0 and "de 1 of 1 lines compared" in same.stdout
    # a number in words against digits, on a line neither grammar reads: with a second
    # differing fact (here the target) it is a finding; alone, a number is wording-dependent
    # ("twice" / "deux fois") and no finding
    en, fr = "Target player frobnicates three cards.", "Le joueur frobnicate 4 cartes."
    r = CliRunner().invoke(main, ["crosscheck", "--en", en, "--fr", fr])
    assert r.exit_code == 1 and "number [4] where en has [3]; target [] where en has [true]" in (
        r.stdout
    )
    r = CliRunner().invoke(
        main, ["crosscheck", "--en", en, "--fr", fr.replace("joueur", "joueur ciblé")]
    )
    assert r.exit_code == 0


def test_mana_symbols_mean_one_thing_however_written() -> None:
    """MTGJSON's printed English writes hybrid mana without a slash ({BR}) and Phyrexian mana
    as {PW}; the translations print {B/R} and {W/P}: no finding (Graven Cairns, ALA)."""
    en = "{T}: Add {C}.\n{BR}, {T}: Add {B}{B}, {B}{R}, or {R}{R}."
    fr = "{T} : Ajoutez {C}.\n{B/R}, {T} : Ajoutez {B}{B}, {B}{R} ou {R}{R}."
    assert compare_printings({"en": en, "fr": fr}) == []
    assert compare_printings({"en": "Kicker {PW}", "de": "Bonus {W/P}"}) == []
    assert compare_printings({"en": "Kicker {RB}", "de": "Bonus {B/R}"}) == []
    wrong = compare_printings({"en": "Kicker {BR}", "de": "Bonus {B/G}"})
    assert [f.code for f in wrong] == ["translation-mismatch"]


# Real MTGJSON printings (originalText / foreignData.text as stored, line breaks included).
DRALNUS_PET = {  # PLS: the German text leaves out "has flying"; the French says "a le vol"
    "en": "Kicker—o2o\nB, Discard a creature card from your hand. (You may pay o2o\nB and "
    "discard a creature card from your hand in addition to any other costs as you play this "
    "spell.)\nIf you paid the kicker cost, Dralnu's Pet has flying and comes into play with X "
    "+1/+1 counters on it, where X is the discarded card's converted mana cost.",
    "fr": "Kick - {2}{B}, défaussez-vous d'une carte de créature de votre main. (Vous pouvez "
    "payer {2}{B} et vous défausser d'une carte de créature de votre main en supplément de "
    "tous autres coûts quand vous jouez ce sort.)\nSi vous avez payé le coût de kick, le "
    "Familier de Dralnu a le vol et arrive en jeu avec X marqueurs +1/+1 sur lui, où X est le "
    "coût converti de mana de la carte défaussée.",
    "de": "Bonus {2}{B}, wirf eine Kreaturenkarte aus Deiner Hand ab. (Du kannst zusätzlich "
    "{2}{B} bezahlen und eine Karte aus Deiner Hand abwerfen, wenn Du diesen Zauberspruch "
    "spielst.)\nWenn Du die Bonuskosten bezahlt hast, kommt Dralnus Schoßtier mit X "
    "+1/+1-Marken ins Spiel, wobei X gleich den umgewandelten Manakosten der abgeworfenen "
    "Karte ist.",
}
DRALNUS_NAMES = {"en": "Dralnu's Pet", "fr": "Familier de Dralnu", "de": "Dralnus Schoßtier"}


def test_a_keyword_a_translation_leaves_out_of_a_sentence_is_found() -> None:
    """Dralnu's Pet: "has flying" inside a sentence is compared (the German text lacks it);
    the German reminder's "eine Karte aus Deiner Hand abwerfen" (any card, where the cost and
    English say a creature card) is an AST difference no fact shows (``translation-ast``)."""
    findings = compare_printings(DRALNUS_PET, DRALNUS_NAMES)
    assert [(f.code, f.message.split(":")[0]) for f in findings] == [
        ("translation-ast", "de line 1 (ast)"),
        ("translation-facts", "de line 2 (facts)"),
    ]
    assert "reminder[0].cost.components[1].object is null" in findings[0].message
    assert 'keyword_text [] where en has ["flying"]' in findings[1].message


def test_an_ast_difference_no_fact_shows_is_a_finding() -> None:
    """ "Destroy target creature." / "Détruisez l'artefact ciblé.": no mana symbol, number or
    keyword differs, but the two lines name another card type: a finding (exit 1), worded as
    one a translator checks (a translation difference, or a grammar's other reading)."""
    res = CliRunner().invoke(
        main,
        ["crosscheck", "--en", "Destroy target creature.", "--fr", "Détruisez l'artefact ciblé."],
    )
    assert res.exit_code == 1
    assert res.output.startswith(
        '[translation-ast] fr line 1 (ast): effect.object.filter[0] is "artifact" where en has '
        '"creature"'
    )
    same = CliRunner().invoke(
        main,
        [
            "crosscheck",
            "--en",
            "Destroy target creature.",
            "--de",
            "Zerstöre eine Kreatur deiner Wahl.",
        ],
    )
    assert same.exit_code == 0, same.output


def test_keywords_in_sentences_are_read_in_each_language() -> None:
    """ "gains flying" = "acquiert le vol" = "erhält Flugfähigkeit" / "fliegende Kreatur";
    a keyword counter (CR 122.1b) and reminder text explaining a keyword are no keyword."""
    assert (
        compare_printings(
            {
                "en": "{2}{U}: Target creature gains flying until end of turn. Destroy target "
                "creature without flying.",
                "fr": "{2}{U} : La créature ciblée acquiert le vol jusqu'à la fin du tour. Détruisez "
                "la créature ciblée sans le vol.",
                "de": "{2}{U}: Eine Kreatur deiner Wahl erhält Flugfähigkeit bis zum Ende des "
                "Zuges. Zerstöre eine nichtfliegende Kreatur deiner Wahl.",
            }
        )
        == []
    )
    # Flycatcher Giraffid (IKO): vigilance and reach counters, written as compounds in German
    assert (
        compare_printings(
            {
                "en": "Flycatcher Giraffid enters the battlefield with your choice of a vigilance "
                "counter or a reach counter on it.",
                "de": "Der Fliegenfänger-Giraffid kommt mit einer Wachsamkeit- oder einer "
                "Reichweite-Marke ins Spiel (du entscheidest).",
            },
            {"en": "Flycatcher Giraffid", "de": "Fliegenfänger-Giraffid"},
        )
        == []
    )
    # Kor Duelist (ZEN): the reminder says what double strike means with "first-strike"
    assert (
        compare_printings(
            {
                "en": "As long as Kor Duelist is equipped, it has double strike. (It deals both "
                "first-strike and regular combat damage.)",
                "fr": "Tant que le Duelliste kor est équipé, il a la double initiative. (Il inflige "
                "des blessures de combat d'initiative et des blessures de combat normales.)",
            },
            {"en": "Kor Duelist", "fr": "Duelliste kor"},
        )
        == []
    )


def test_line_breaks_placed_differently_are_no_finding() -> None:
    """MTGJSON breaks lines differently per language: Konda's Banner (CHK) prints four lines in
    English and one in German; Knight of Stromgald (ICE) lists its two activated abilities in
    the other order; Patron of the Akki (BOK) closes its German reminder but not the "(" of a
    reminder inside it. All state the same facts: no finding."""
    assert (
        compare_printings(
            {
                "en": "Konda's Banner can be attached only to a legendary creature.\nCreatures that "
                "share a color with equipped creature get +1/+1.\nCreatures that share a creature "
                "type with equipped creature get +1/+1.\nEquip {2}",
                "de": "Kondas Banner kann nur an eine legendäre Kreatur angelegt werden. Alle "
                "Kreaturen, die mit der ausgerüsteten Kreatur eine Farbe gemeinsam haben, erhalten "
                "+1/+1. Alle Kreaturen, die mit der ausgerüsteten Kreatur einen Kreaturentyp "
                "gemeinsam haben, erhalten +1/+1. Ausrüsten {2}",
            },
            {"en": "Konda's Banner", "de": "Kondas Banner"},
        )
        == []
    )
    assert (
        compare_printings(
            {
                "en": "Protection from white\noBoB: +1/+0 until end of turn\noB: First strike until "
                "end of turn",
                "de": "Schutz vor Weiß\n{B}: Erstschlag bis zum Ende des Zuges.\n{B}{B}: +1/+0 bis "
                "zum Ende des Zuges.",
            }
        )
        == []
    )
    assert (
        compare_printings(
            {
                "en": "Goblin offering (You may play this card any time you could play an instant "
                "by sacrificing a Goblin and paying the difference in mana costs between this and "
                "the sacrificed Goblin. Mana cost includes color.)\nWhenever Patron of the Akki "
                "attacks, creatures you control get +2/+0 until end of turn.",
                "de": "Goblinopfer (Du kannst diese Karte zu jedem Zeitpunkt spielen, zu dem du "
                "einen Spontanzauber spielen könntest, indem du einen Goblin opferst und die "
                "Differenz der Manakosten zwischen diesem Zauber und dem geopferten Goblin "
                "bezahlst. (Manakosten schließen die Farben ein.)\nImmer wenn der Patron der Akki "
                "angreift, erhalten Kreaturen, die du kontrollierst, +2/+0 bis zum Ende des Zuges.",
            },
            {"en": "Patron of the Akki", "de": "Patron der Akki"},
        )
        == []
    )


def test_old_mana_notation_broken_over_lines_and_the_tap_symbol_as_a_word() -> None:
    """Carnassid (STH): MTGJSON's English "o1oo\\nG Regenerate" is "{1}{G}: Regenerate";
    Kavu Runner (INV): the English reminder's {T} is the German word "getappt"; Cold Snap
    (ICE): "Cumulative Upkeep: o2" is the German "Kumulative Versorgung: 2"."""
    assert (
        compare_printings(
            {
                "en": "Trample\no1oo\nG Regenerate Carnassid.",
                "de": "Trampelschaden\n{1}{G}: Regeneriere den Carnassiden.",
            },
            {"en": "Carnassid", "de": "Carnassid"},
        )
        == []
    )
    assert (
        compare_printings(
            {
                "en": "Kavu Runner has haste as long as no opponent controls a white or blue "
                "creature. (It may attack and ocT the turn it comes under your control.)",
                "de": "Der Rennende Kavu hat Eile, solange kein Gegner eine weiße oder blaue Kreatur "
                "kontrolliert. (Er kann in dem Zug, in dem er unter Deine Kontrolle kommt, angreifen "
                "und Fähigkeiten anwenden, bei denen er getappt wird.)",
            },
            {"en": "Kavu Runner", "de": "Rennender Kavu"},
        )
        == []
    )
    assert (
        compare_printings({"en": "Cumulative Upkeep: o2", "de": "Kumulative Versorgung: 2"}) == []
    )
    # a cost that differs is still found
    (f,) = compare_printings(
        {
            "en": "Trample\no1oo\nG Regenerate Carnassid.",
            "de": "Trampelschaden\n{2}{G}: Regeneriere den Carnassiden.",
        },
        {"en": "Carnassid", "de": "Carnassid"},
    )
    assert f.message.startswith("de line 2") and '"2"' in f.message


def test_abilities_printed_in_another_order_are_no_finding() -> None:
    """Volunteer Reserves (WTH): the German printing lists banding after cumulative upkeep."""
    assert (
        compare_printings(
            {
                "en": "Banding\nCumulative upkeep {1}",
                "de": "Kumulative Versorgung {1}\nBündnisfähigkeit",
            }
        )
        == []
    )


def test_a_card_named_after_a_keyword_and_loyalty_abilities_glued_with_a_bar() -> None:
    """Volley of Boulders (ODY): the German name "Fliegende Felsbrocken" (declined "Die
    Fliegenden Felsbrocken") is no flying; Niko Aris (KHM): MTGJSON's English text joins the
    loyalty abilities with "|", the German text prints one a line."""
    assert (
        compare_printings(
            {
                "en": "Volley of Boulders deals 6 damage divided as you choose among any number "
                "of target creatures and/or players.",
                "de": "Die Fliegenden Felsbrocken fügen 6 Schadenspunkte zu, deren Verteilung "
                "auf eine beliebige Anzahl an Kreaturen und/oder Spielern deiner Wahl du "
                "bestimmst.",
            },
            {"en": "Volley of Boulders", "de": "Fliegende Felsbrocken"},
        )
        == []
    )
    assert (
        compare_printings(
            {
                "en": "+1: Draw a card.|−1: Niko Aris deals 2 damage to target tapped creature."
                "|−1: Create a Shard token.",
                "de": "+1: Ziehe eine Karte.\n−1: Niko Aris fügt einer getappten Kreatur deiner "
                "Wahl 2 Schadenspunkte zu.\n−1: Erzeuge einen Splitter-Spielstein.",
            },
            {"en": "Niko Aris", "de": "Niko Aris"},
        )
        == []
    )


SORIN_MARKOV = {  # ZEN: MTGJSON's Oracle text brackets the loyalty costs, the printings do not
    "en": "[+2]: Sorin Markov deals 2 damage to any target and you gain 2 life.\n"
    "[\u22123]: Target opponent's life total becomes 10.\n"
    "[\u22127]: You control target player during that player's next turn.",
    "fr": "+2 : Sorin Markov inflige 2 blessures à une cible, créature ou joueur, et vous gagnez "
    "2 points de vie.\n-3 : Le total de points de vie de l'adversaire ciblé devient 10.\n"
    "-7 : Vous contrôlez le prochain tour du joueur ciblé.",
    "de": "+2: Sorin Markov fügt einer Kreatur oder einem Spieler deiner Wahl 2 Schadenspunkte "
    "zu, und du erhältst 2 Lebenspunkte dazu.\n-3: Der Lebenspunktestand eines Gegners deiner "
    "Wahl wird zu 10.\n-7: Du kontrollierst den nächsten Zug eines Spielers deiner Wahl.",
}


def test_oracle_bracketed_loyalty_costs_are_the_printed_costs() -> None:
    """CR 606.4: "[\u22123]:" (Oracle, minus sign U+2212), "-3:" and French "-3 :" are one
    loyalty cost; it was read as the number 3 (false translation-facts findings on every
    planeswalker line that does not parse)."""
    assert compare_printings(SORIN_MARKOV, {"en": "Sorin Markov", "fr": "Sorin Markov"}) == []
    assert compare_printings({"en": "[0]: Draw a card.", "fr": "0 : Piochez une carte."}) == []
    wrong = dict(SORIN_MARKOV, fr=SORIN_MARKOV["fr"].replace("-3 :", "-2 :"))
    (finding,) = compare_printings(wrong, {"en": "Sorin Markov", "fr": "Sorin Markov"})
    assert finding.message.startswith('fr line 2 (facts): loyalty ["-2"] where en has ["-3"]')


def test_empty_texts_are_named_as_empty() -> None:
    """`rulesparser crosscheck --en "" --fr ""`: the options were given, their texts are
    empty, and the message says so (exit 2, bad input)."""
    from click.testing import CliRunner

    from rulesparser.cli import main

    result = CliRunner().invoke(main, ["crosscheck", "--en", "", "--fr", ""])
    assert result.exit_code == 2
    assert "--en, --fr: empty text" in result.output


def test_equipped_for_enchanted_is_a_translation_finding() -> None:
    """Leaden Fists (an Aura) printed in French "La créature équipée gagne +3/+3 ...": the
    object an Equipment is attached to (CR 301.5) where the English names the enchanted one
    (CR 303.4): the facts differ (enchanted and equipped words), a finding even where a line
    does not parse; the German "verzauberte" / French "enchantée" lines agree."""
    from rulesparser.facts import facts_differences, line_facts

    en = line_facts(
        "Enchanted creature gets +3/+3 and doesn't untap during its controller's untap step.",
        "en",
        "Leaden Fists",
    )
    fr = line_facts(
        "La créature équipée gagne +3/+3 et ne se dégage pas pendant l'étape de dégagement de son "
        "contrôleur.",
        "fr",
        "Poings de plomb",
    )
    assert {d[0] for d in facts_differences(en, fr)} >= {"enchanted", "equipped"}
    de = line_facts("Die verzauberte Kreatur erhält +3/+3.", "de", "Bleierne Fäuste")
    fr_ok = line_facts("La créature enchantée gagne +3/+3.", "fr", "Poings de plomb")
    en_short = line_facts("Enchanted creature gets +3/+3.", "en", "Leaden Fists")
    assert facts_differences(en_short, de) == [] and facts_differences(en_short, fr_ok) == []


def test_an_effect_printed_twice_is_not_the_same_as_once() -> None:
    """Same facts (draw, destroy, target), yet the English text does it twice: a finding, exit
    1; once against once stays no difference."""
    runner = CliRunner()
    for en, fr in (
        ("Draw a card. Draw a card.", "Piochez une carte."),
        ("Destroy target creature. Destroy target creature.", "Détruisez la créature ciblée."),
        ("Draw a card.\nDraw a card.", "Piochez une carte."),
        ("Flying\nFlying", "Vol"),
    ):
        r = runner.invoke(main, ["crosscheck", "--en", en, "--fr", fr])
        assert r.exit_code == 1, (en, r.output)
        assert "[translation-repeat] fr line 1 (ast):" in r.output
        assert "printed once where en has twice" in r.output
        once = runner.invoke(main, ["crosscheck", "--en", en.split(".")[0] + ".", "--fr", fr])
        if en[0] != "F":
            assert once.exit_code == 0, once.output
    same = compare_printings({"en": "Flying\nDraw a card.", "fr": "Vol\nPiochez une carte."})
    assert same == []


def test_nothing_comparable_is_said_and_exits_1() -> None:
    """Two texts that neither parse nor state a fact: not "no difference", but a plain message
    on stderr and exit 1; the comparable language next to it is still reported."""
    r = CliRunner().invoke(main, ["crosscheck", "--en", "asdf qwer", "--fr", "zxcv"])
    assert r.exit_code == 1
    assert "no difference" not in r.output
    assert "fr: nothing could be compared (0 of 1 lines" in r.stderr
    ok = CliRunner().invoke(
        main, ["crosscheck", "--en", "Draw a card.", "--fr", "Piochez une carte."]
    )
    assert ok.exit_code == 0
    assert "no difference (fr 1 of 1 lines compared)" in ok.output


def test_control_characters_are_bad_input_not_findings() -> None:
    """A control character in a text is bad input (exit 2, positioned), as `parse` says it,
    never a translation finding; CR LF line ends are line ends."""
    res = CliRunner().invoke(main, ["crosscheck", "--en", "Flying\nHa\x02ste", "--fr", "Vol"])
    assert res.exit_code == 2
    assert "--en: line 2, column 3: control character U+0002" in res.output
    ok = CliRunner().invoke(
        main, ["crosscheck", "--en", "Flying\r\nHaste", "--fr", "Vol\r\nCélérité"]
    )
    assert ok.exit_code == 0, ok.output


def test_a_print_without_you_may_or_you_control_is_a_translation_finding() -> None:
    """Two German old prints leave a word of the ability out: Savra, Queen of the Golgari
    "erhältst 2 Lebenspunkte dazu" (no "kannst du": the life gain is no longer optional, CR
    608.2d) and Sunscape Apprentice "Lege eine Kreatur Deiner Wahl oben auf ..." (no "die du
    kontrollierst": any creature may be targeted, CR 115.1). These lines parse to other
    abilities than the English ones, and the word classes "may" and "control" tell why (one
    class is enough between two lines that hold one ability apart); the faithful French and
    German lines say the same classes."""
    from rulesparser.facts import facts_differences, line_facts

    def classes(en: str, lang: str, text: str) -> set[str]:
        a, b = line_facts(en, "en", "X"), line_facts(text, lang, "Y")
        return {d[0] for d in facts_differences(a, b, all_classes=True)}

    gain = "Whenever you sacrifice a green creature, you may gain 2 life."
    assert classes(
        gain, "de", "Immer wenn du eine grüne Kreatur opferst, erhältst 2 Lebenspunkte dazu."
    ) == {"may"}
    assert not classes(
        gain, "de", "Immer wenn du eine grüne Kreatur opferst, kannst du 2 Lebenspunkte erhalten."
    )
    top = "{U}, {T}: Put target creature you control on top of its owner's library."
    assert classes(
        top,
        "de",
        "{U}, {T}: Lege eine Kreatur Deiner Wahl oben auf die Bibliothek ihres Besitzers.",
    ) == {"control"}
    assert not classes(
        top,
        "fr",
        "{U}, {T} : Mettez une créature ciblée que vous contrôlez au-dessus de la bibliothèque de "
        "son propriétaire.",
    )
