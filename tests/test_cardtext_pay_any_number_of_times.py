"""A cost paid any number of times as an ability resolves (CR 608.2d, 118.1) and the reflexive
trigger of those payments (CR 603.12): "you may pay {1}{W} any number of times. When you pay this
cost one or more times, put that many valor counters on ~." (the Adversaries of Innistrad:
Midnight Hunt) is a ``MayPayAnyNumberOfTimes`` and a ``ReflexiveTrigger`` whose "that many" is
``Count(what="times_paid_this_way")``; the executor does not play it yet and says so."""

from __future__ import annotations

from _card_ast import oracle_abilities, oracle_unparsed
from _scenario_cards import failures_casting

from rulesparser import ast as A

INTREPID = (
    "When Intrepid Adversary enters the battlefield, you may pay {1}{W} any number of times."
    " When you pay this cost one or more times, put that many valor counters on Intrepid"
    " Adversary."
)
TIMES_PAID = A.Count(what="times_paid_this_way")


def test_intrepid_adversary() -> None:
    (trigger, anthem) = oracle_abilities(
        INTREPID + "\nCreatures you control get +1/+1 for each valor counter on Intrepid"
        " Adversary.",
        "Intrepid Adversary",
    )
    pay, reflexive = trigger.effect.effects
    assert pay == A.MayPayAnyNumberOfTimes(
        player=A.PlayerRef(kind="you"), cost=A.Cost(components=(A.ManaCost(symbols=("1", "W")),))
    )
    assert reflexive == A.ReflexiveTrigger(
        effect=A.PutCounters(counter="valor", amount=TIMES_PAID, object=A.ObjectRef(kind="self"))
    )
    assert isinstance(anthem, A.StaticEffect)


def test_tainted_adversary_twice_that_many() -> None:
    (trigger,) = oracle_abilities(
        "When Tainted Adversary enters the battlefield, you may pay {2}{B} any number of times."
        " When you pay this cost one or more times, put that many +1/+1 counters on Tainted"
        " Adversary, then create twice that many 2/2 black Zombie creature tokens with decayed.",
        "Tainted Adversary",
    )
    _, reflexive = trigger.effect.effects
    counters, tokens = reflexive.effect.effects
    assert counters.amount == TIMES_PAID
    assert tokens.amount == A.Product(factor=2, amount=TIMES_PAID)


def test_this_cost_after_a_single_payment_stays_unparsed() -> None:
    # "this cost one or more times" names the payment any number of times, not "you may pay"
    assert oracle_unparsed(INTREPID.replace(" any number of times", ""), "Intrepid Adversary")


def test_the_executor_refuses_it() -> None:
    failures = failures_casting(
        INTREPID,
        name="Intrepid Adversary",
        types="creature",
        mana_cost="{1}{W}",
        ruling="CR 603.12",
    )
    assert any("can't play" in f and "may_pay_any_number_of_times" in f for f in failures), failures
