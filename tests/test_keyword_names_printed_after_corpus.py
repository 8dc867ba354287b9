"""French keyword names printed on cards of sets after the corpus (2021-2025:
``keyword_names_printed_after_corpus`` in locales/fr/lexicon.yaml, which
scripts/extract_keywords.py cannot find in corpus/mtgjson): each printed French keyword line gives
the abilities its English Oracle line gives (CR 702 keyword abilities, CR 701 keyword actions)."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json

from rulesparser import ast as A
from rulesparser import parse


@pytest.mark.parametrize(
    ("en", "fr", "keyword"),
    [
        # Phyrexia: All Will Be One (2023), Bloated Contaminator: "Toxic 1" (CR 702.164)
        ("Toxic 1", "Toxique 1", "toxic"),
        # with its printed reminder (CR 702.164c), the keyword list of a creature
        (
            "Toxic 1 (Players dealt combat damage by this creature also get a poison counter.)",
            "Toxique 1 (Les joueurs à qui cette créature inflige des blessures de combat "
            "reçoivent aussi un marqueur « poison ».)",
            "toxic",
        ),
        ("Flying, toxic 2", "Vol, toxique 2", "toxic"),
        # March of the Machine (2023), Boon-Bringer Valkyrie: "Backup 1" (CR 702.165)
        ("Backup 1", "Main-forte 1", "backup"),
        # Phyrexia: All Will Be One Equipment: "For Mirrodin!" (CR 702.163)
        ("For Mirrodin!", "Pour Mirrodin !", "for_mirrodin"),
        # The Brothers' War Transformers cards: "Living metal" (CR 702.161)
        ("Living metal", "Métal vivant", "living_metal"),
        # Innistrad: Crimson Vow (2021), Savior of Ollenbock: "Training" (CR 702.149)
        ("Training", "Entraînement", "training"),
        # Innistrad: Midnight Hunt (2021), Beloved Beggar: "Disturb {4}{W}" (CR 702.146)
        ("Disturb {4}{W}", "Perturbation {4}{W}", "disturb"),
        # Innistrad: Crimson Vow, Dig Up: "Cleave {1}{B}{B}{G}" (CR 702.148)
        ("Cleave {1}{B}{B}{G}", "Tranchage {1}{B}{B}{G}", "cleave"),
        # Streets of New Capenna (2022): "Casualty 2" (CR 702.153)
        ("Casualty 2", "Victime 2", "casualty"),
        # Warhammer 40,000 Commander (2022): "Squad {2}", "Ravenous" (CR 702.157, 702.156)
        ("Squad {2}", "Escouade {2}", "squad"),
        ("Ravenous", "Voracité", "ravenous"),
        # Wilds of Eldraine (2023), Torch the Tower: "Bargain" (CR 702.166)
        ("Bargain", "Négociation", "bargain"),
        # Murders at Karlov Manor (2024): "Disguise {2}{W}" (CR 702.168)
        ("Disguise {2}{W}", "Déguisement {2}{W}", "disguise"),
        # Outlaws of Thunder Junction (2024), Slickshot Show-Off: "Plot {1}{R}" (CR 702.170)
        ("Plot {1}{R}", "Complot {1}{R}", "plot"),
        # Tarkir: Dragonstorm (2025), Voice of Victory: "Mobilize 2" (CR 702.181)
        ("Mobilize 2", "Mobilisation 2", "mobilize"),
    ],
)
def test_keyword_line_printed_after_the_corpus(en: str, fr: str, keyword: str) -> None:
    """The French keyword line is the English Oracle keyword line: the same keyword, with the
    same parameter (number or cost) and the same CR abilities."""
    english = abilities_json(en, "en")
    assert english == abilities_json(fr, "fr")
    names = [a.name for a in parse(fr, "fr").abilities if isinstance(a, A.Keyword)]
    assert keyword in names


@pytest.mark.parametrize(
    ("en", "fr", "action"),
    [
        # The Lost Caverns of Ixalan (2023), Trumpeting Carnosaur: "discover 5" (CR 701.57)
        (
            "When ~ enters the battlefield, discover 5.",
            "Quand le ~ arrive sur le champ de bataille, découverte 5.",
            "discover",
        ),
        # March of the Machine (2023): "incubate 2" (CR 701.53)
        (
            "When this creature enters, incubate 2.",
            "Quand cette créature arrive, incubez 2.",
            "incubate",
        ),
    ],
)
def test_keyword_action_printed_after_the_corpus(en: str, fr: str, action: str) -> None:
    """A keyword action printed after the corpus, in a triggered ability: the same action with
    the same number as the English Oracle line."""
    english = abilities_json(en, "en")
    assert english == abilities_json(fr, "fr")
    (ability,) = parse(fr, "fr").abilities
    assert isinstance(ability, A.TriggeredAbility)
    assert action in str(ability.effect.to_json())
