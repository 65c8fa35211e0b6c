"""A turn-based multi-agent learning environment on the Rewind engine (docs/python.md).

It follows PettingZoo's AEC conventions without depending on PettingZoo: agents "p1" and
"p2"; ``reset(seed)``; ``agent_iter()`` yields the agent that must act; ``last()`` gives
(observation, reward, termination, truncation, info) for it; ``step(action)`` answers its
decision with an option number; ``observe(agent)``; ``rewards``, ``terminations``,
``truncations``, ``infos``; a terminated agent is stepped with ``None`` once and then
leaves ``agents``. Observations are dicts {"observation": float32 array, "action_mask":
int8 array}, as PettingZoo's action-masked environments give them.

Rewards come at the end of the game only: +1 to the winner, -1 to the loser, 0 each for a
draw. A game still going after ``max_steps`` answers is truncated (rewards 0).

Only the agent whose turn it is may act: Rewind decisions belong to one seat at a time
(priority, attackers, blockers, targets...), and ``agent_selection`` always names it.
"""
import numpy as np

from ._rewind import MAX_OPTIONS, OBSERVATION_SIZE, Game, IllegalAnswer

AGENTS = ("p1", "p2")


class Discrete:
    """A minimal stand-in for gymnasium.spaces.Discrete: actions 0..n-1."""

    def __init__(self, n):
        self.n = n
        self.shape = ()
        self.dtype = np.int64

    def contains(self, x):
        return isinstance(x, (int, np.integer)) and 0 <= int(x) < self.n

    def sample(self, mask=None, rng=None):
        rng = rng or np.random.default_rng()
        if mask is None:
            return int(rng.integers(self.n))
        legal = np.flatnonzero(mask)
        return int(legal[rng.integers(len(legal))])

    def __repr__(self):
        return f"Discrete({self.n})"


class Box:
    """A minimal stand-in for gymnasium.spaces.Box (unbounded float32 vectors)."""

    def __init__(self, shape, dtype=np.float32):
        self.shape = shape
        self.dtype = dtype

    def __repr__(self):
        return f"Box({self.shape}, {np.dtype(self.dtype).name})"


class RewindEnv:
    """The AEC environment. deck1/deck2/cards/allow_unsupported/casual go to Game.create;
    ``max_actions`` sizes the action space and mask (options past it are never offered:
    keep it at MAX_OPTIONS to offer every legal answer); ``max_steps`` truncates long games."""

    metadata = {"name": "rewind_v0", "is_parallelizable": False}

    def __init__(self, deck1=None, deck2=None, *, cards=(), allow_unsupported=False,
                 casual=False, max_actions=MAX_OPTIONS, max_steps=10_000):
        self._create = dict(deck1=deck1, deck2=deck2, cards=list(cards),
                            allow_unsupported=allow_unsupported, casual=casual)
        self.max_actions = int(max_actions)
        self.max_steps = int(max_steps)
        self.possible_agents = list(AGENTS)
        self._action_spaces = {a: Discrete(self.max_actions) for a in AGENTS}
        self._observation_spaces = {a: {"observation": Box((OBSERVATION_SIZE,)),
                                        "action_mask": Box((self.max_actions,), np.int8)}
                                    for a in AGENTS}
        self.game = None

    # -- spaces ----------------------------------------------------------------------
    def action_space(self, agent):
        return self._action_spaces[agent]

    def observation_space(self, agent):
        return self._observation_spaces[agent]

    @property
    def num_agents(self):
        return len(self.agents)

    @property
    def max_num_agents(self):
        return len(self.possible_agents)

    # -- the AEC API -------------------------------------------------------------------
    def reset(self, seed=None, options=None):
        """A new game from `seed` (1 when None, the CLI's default)."""
        self.game = Game.create(self._create["deck1"], self._create["deck2"],
                                seed=1 if seed is None else int(seed),
                                cards=self._create["cards"],
                                allow_unsupported=self._create["allow_unsupported"],
                                casual=self._create["casual"])
        self.agents = list(AGENTS)
        self.rewards = {a: 0.0 for a in AGENTS}
        self._cumulative_rewards = {a: 0.0 for a in AGENTS}
        self.terminations = {a: False for a in AGENTS}
        self.truncations = {a: False for a in AGENTS}
        self.infos = {a: {} for a in AGENTS}
        self.steps = 0
        self._select()

    def observe(self, agent):
        """{"observation": what `agent`'s seat may know, "action_mask": its legal options}
        (all zeros when it is not that agent's turn to answer)."""
        obs = self.game.observation(agent)
        if self.game.over or AGENTS[self.game.current_player()] != agent:
            mask = np.zeros(self.max_actions, dtype=np.int8)
        else:
            mask = self.game.action_mask(self.max_actions)
        return {"observation": obs, "action_mask": mask}

    def last(self, observe=True):
        agent = self.agent_selection
        obs = self.observe(agent) if observe else None
        return (obs, self._cumulative_rewards[agent], self.terminations[agent],
                self.truncations[agent], self.infos[agent])

    def agent_iter(self, max_iter=2 ** 63):
        """Yields agent_selection until every agent is done (or max_iter times)."""
        for _ in range(max_iter):
            if not self.agents:
                return
            yield self.agent_selection

    def step(self, action):
        """Answers the selected agent's decision with option number `action`; a done agent
        is stepped with None. An illegal action raises IllegalAnswer and changes nothing."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            if action is not None:
                raise ValueError(f"{agent} is done: step(None) removes it")
            self._dead_step(agent)
            return
        if action is None or not (0 <= int(action) < self.max_actions):
            raise IllegalAnswer(f"action {action!r} is not in 0..{self.max_actions - 1}")
        self._cumulative_rewards[agent] = 0.0
        self.game.apply(int(action))
        self.steps += 1
        for a in AGENTS:
            self.rewards[a] = 0.0
        if self.game.over:
            returns = self.game.returns()
            for i, a in enumerate(AGENTS):
                self.rewards[a] = returns[i]
                self.terminations[a] = True
                self.infos[a] = {"result": self.game.result, "turn": self.game.turn}
        elif self.steps >= self.max_steps:
            for a in AGENTS:
                self.truncations[a] = True
                self.infos[a] = {"result": "ongoing", "turn": self.game.turn}
        for a in AGENTS:
            self._cumulative_rewards[a] += self.rewards[a]
        self._select()

    def render(self):
        """The selected agent's view as text (its decision, life totals, battlefield)."""
        v = self.game.view(self.agent_selection)
        lines = [f"turn {v.turn} {v.step}; {self.game.decision().prompt}"]
        for i, p in enumerate(v.players):
            lines.append(f"p{i + 1}: life {p.life}, hand {p.hand_count}, library {p.library_count}")
        lines += [f"  {c.name}#{c.id} (p{c.controller + 1})" for c in v.battlefield]
        return "\n".join(lines)

    def close(self):
        pass

    # -- inside ----------------------------------------------------------------------
    def _select(self):
        if self.game.over or any(self.truncations.values()):
            # Done: each remaining agent is selected in turn to be stepped with None.
            self.agent_selection = self.agents[0] if self.agents else None
        else:
            self.agent_selection = AGENTS[self.game.current_player()]

    def _dead_step(self, agent):
        # As PettingZoo's _was_dead_step: the agent leaves, with its entries.
        self.agents.remove(agent)
        for d in (self.rewards, self._cumulative_rewards, self.terminations, self.truncations,
                  self.infos):
            del d[agent]
        self.agent_selection = self.agents[0] if self.agents else None


def env(**kwargs):
    """RewindEnv(**kwargs), the PettingZoo-style factory name."""
    return RewindEnv(**kwargs)
