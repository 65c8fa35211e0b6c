"""The learning environment (python/rewind/env.py: PettingZoo's AEC conventions), the
observation encoder and its hidden-information guarantee, and the action mask."""
import random

import numpy as np
import pytest

import rewind
from conftest import play_random
from rewind.env import RewindEnv
from rewind.observation import CARD_FIELDS, SIZE, cards, encode_view, slices


def run_episode(env, seed, rng):
    """The AEC loop as PettingZoo documents it; returns what it saw."""
    env.reset(seed=seed)
    seen = {"agents": [], "final": {}, "steps": 0}
    for agent in env.agent_iter():
        obs, reward, term, trunc, info = env.last()
        assert agent == env.agent_selection
        if term or trunc:
            seen["final"][agent] = (reward, term, trunc, info)
            env.step(None)
            continue
        assert reward == 0.0  # rewards only at the end
        assert agent == ("p1", "p2")[env.game.current_player()]
        mask = obs["action_mask"]
        assert mask.dtype == np.int8 and mask.shape == (env.max_actions,)
        assert int(mask.sum()) == env.game.num_options() and mask[:mask.sum()].all()
        assert obs["observation"].shape == (SIZE,) and obs["observation"].dtype == np.float32
        other = "p2" if agent == "p1" else "p1"
        assert not env.observe(other)["action_mask"].any()
        env.step(env.action_space(agent).sample(mask, np.random.default_rng(rng.randrange(1 << 30))))
        seen["agents"].append(agent)
        seen["steps"] += 1
    return seen


def test_the_aec_loop_ends_with_rewards_and_terminations():
    env = RewindEnv()
    rng = random.Random(3)
    seen = run_episode(env, 5, rng)
    assert env.agents == [] and set(seen["final"]) == {"p1", "p2"}
    rewards = {a: r for a, (r, _, _, _) in seen["final"].items()}
    assert sorted(rewards.values()) in ([-1.0, 1.0], [0.0, 0.0])
    assert all(term and not trunc for _, term, trunc, _ in seen["final"].values())
    winner = env.game.result
    if winner in ("p1", "p2"):
        assert rewards[winner] == 1.0
    assert set(seen["agents"]) == {"p1", "p2"}


def test_reset_with_a_seed_reproduces_the_episode():
    env = RewindEnv()
    a = run_episode(env, 8, random.Random(1))
    h = env.game.hash()
    b = run_episode(env, 8, random.Random(1))
    assert a == b and env.game.hash() == h


def test_truncation_after_max_steps():
    env = RewindEnv(max_steps=10)
    seen = run_episode(env, 2, random.Random(2))
    assert seen["steps"] == 10
    assert all(trunc and not term and r == 0.0 for r, term, trunc, _ in seen["final"].values())


def test_illegal_actions_raise_and_change_nothing():
    env = RewindEnv()
    env.reset(seed=1)
    h = env.game.hash()
    for bad in (env.game.num_options(), -1, None, env.max_actions):
        with pytest.raises(rewind.IllegalAnswer):
            env.step(bad)
    assert env.game.hash() == h and env.steps == 0


def test_the_observation_equals_the_reference_encoder():
    g = rewind.Game.create("workshop-artificers", "red-black-raiders", seed=4)
    rng = random.Random(4)
    checked = 0
    while not g.over:
        if g.frame % 7 == 0:
            for seat in ("p1", "p2"):
                np.testing.assert_array_equal(g.observation(seat), encode_view(g.view(seat)))
                checked += 1
        g.apply(rng.randrange(g.num_options()))
    assert checked > 10


def test_the_observation_layout():
    g = rewind.Game.create(seed=9)
    play_random(g, random.Random(9), 50)
    seat = g.decision().player
    obs = g.observation(seat)
    s = slices()
    me = obs[s["me"]]
    v = g.view(seat)
    mine = v.players[0 if seat == "p1" else 1]
    assert me[0] == mine.life and me[3] == mine.hand_count
    hand = cards(obs, "my_hand")
    assert hand.shape[1] == len(CARD_FIELDS)
    assert int(hand[:, 0].sum()) == min(len(mine.hand), hand.shape[0])
    assert obs[s["global"]][3] == 1.0  # the seat to answer is the viewer


def test_the_observation_holds_only_what_the_seat_may_know():
    # Swap the opponent's hidden cards (its hand and both libraries, redealt by
    # determinized) and the seat's observation must not change; the opponent's must.
    rng = random.Random(12)
    changed = 0
    for seed in (12, 13, 14):
        g = rewind.Game.create("green-white-beasts", "red-burn", seed=seed)
        play_random(g, rng, 30)
        for k in range(4):
            for seat, other in (("p1", "p2"), ("p2", "p1")):
                swapped = g.determinized(seat, 1000 + k)
                assert swapped.hash() != g.hash()
                np.testing.assert_array_equal(swapped.observation(seat), g.observation(seat))
                changed += not np.array_equal(swapped.observation(other), g.observation(other))
    assert changed > 0  # the test can fail: the other seat's hand did change


def test_action_mask_size():
    g = rewind.Game.create(seed=1)
    assert g.action_mask().shape == (rewind.MAX_OPTIONS,)
    assert list(g.action_mask(4)) == [1, 1, 0, 0]
    with pytest.raises(ValueError):
        g.action_mask(0)
