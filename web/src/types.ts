// The server's JSON, as docs/protocol.md and docs/cli-json.md describe it. The client renders
// these values and nothing else: no rules run in the browser.

export type Seat = 'p1' | 'p2';

export interface CardView {
  id: number;
  name: string;
  controller: number;
  owner: number;
  type_line: string;
  mana_cost: string;
  power?: number;
  toughness?: number;
  damage?: number;
  summoning_sick?: boolean;
  pt_sources?: string;
  keywords?: string;
  counters?: string;
  chosen?: string;
  not_implemented?: string;
  tapped?: boolean;
  attacking?: boolean;
  blocking?: number;
  attached_to?: number;
}

export interface PlayerPublic {
  life: number;
  poison?: number;
  library: number;
  hand_count: number;
  hand?: CardView[];
  graveyard: CardView[];
  exile: CardView[];
  mulligans: number;
  lands_played: number;
  mana_pool?: number[];
}

export interface View {
  viewer: Seat | null;
  turn: number;
  step: string;
  active: Seat;
  priority: Seat;
  result: string;
  players: [PlayerPublic, PlayerPublic];
  battlefield: CardView[];
  stack: CardView[];
  decision: { kind: string; player: Seat | null };
}

export interface Option {
  n: number;
  label: string;
  kind: string;
  object?: number;
  target?: number;
  amount?: number;
  player?: Seat;
}

export interface Unselectable {
  object: number;
  name: string;
  reason: string;
}

export interface Decision {
  input: number;
  player: Seat;
  kind: string;
  prompt: string;
  turn: number;
  step: string;
  picked: number;
  total: number;
  queue_depth: number;
  options: Option[];
  unselectable: Unselectable[];
  choices_hidden?: boolean;
}

export interface GameOver {
  winner: Seat | null;
  draw: boolean;
  turns: number;
  inputs: number;
  seed: number;
  hash: string;
}

export interface GameEvent {
  event: string;
  text: string;
  frame?: number;
  player?: Seat;
  object?: number;
  object_name?: string;
  target?: number;
  target_name?: string;
  amount?: number;
  hidden?: boolean;
}

export interface Answer {
  frame: number;
  player: Seat;
  n?: number;
  label?: string;
  hidden?: boolean;
}

export interface Position {
  frame: number;
  view: View;
  decision: Decision | null;
  game_over: GameOver | null;
}

export type ServerMessage =
  | { type: 'welcome'; protocol: number; game: string; seat: Seat | 'spectator'; max_message_bytes: number }
  | ({ type: 'state'; game: string; seat: Seat | 'spectator' } & Position)
  // ack: protocol 2 sends the answerer its ack inside the update its answer made
  | ({ type: 'update'; game: string; answer: Answer; events: GameEvent[]; ack?: number } & Position)
  | { type: 'ack'; frame: number; duplicate?: boolean }
  | { type: 'error'; code: string; message: string }
  | { type: 'pong' };

export interface SeatSummary {
  seat: Seat;
  kind: string;
  deck: string;
  budget?: number;
  token?: string;
  link?: string;
}

export interface GameSummary {
  game: string;
  over: boolean;
  result: string;
  created?: number;
  parent: { game: string; frame: number } | null;
  seats: SeatSummary[];
  seed: number;
  first_frame?: number;
  frame?: number;
  spectator_token?: string;
}

export interface Created {
  game: string;
  seed: number;
  seats: SeatSummary[];
  spectator_token: string;
  spectator_link: string;
}

export interface Lineage {
  game: string;
  parent: { game: string; frame: number } | null;
  children: GameSummary[];
}

export interface FrameReply {
  type: 'frame';
  game: string;
  frame: number;
  first_frame: number;
  last_frame: number;
  seat: string;
  view?: View;
  views?: { p1: View; p2: View };
  decision: Decision | null;
  answered?: { n: number; label: string };
  game_over?: GameOver;
}

export interface LogFrame {
  frame: number;
  player: Seat;
  kind: string;
  turn: number;
  step: string;
  n: number;
  label: string;
  events: GameEvent[];
}

export interface LogReply {
  type: 'log';
  game: string;
  seat: string;
  first_frame: number;
  last_frame: number;
  frames: LogFrame[];
}

export interface DeckInfo {
  id: string;
  name: string;
  cards: number;
}
