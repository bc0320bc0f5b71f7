import "server-only";
import { randomUUID } from "node:crypto";
import { getDbKind } from "@/lib/db/client";
import {
  liveAnswerText,
  liveNodeFacts,
  liveVersions,
  readLiveEvents,
  streamingAnswerIds,
  type LiveEventRow,
  type LiveNodeFacts,
} from "@/lib/db/queries/live";
import { logError } from "@/lib/log";
import { addLiveStreams } from "@/lib/observability/metrics";
import { onLiveSignal, sendLiveSignal, type LiveSignal } from "./bus";
import type { LiveEvents, LivePresence } from "./types";

/**
 * This instance's relay: the open streams of each conversation ("rooms"), fed by the signals of
 * ./bus.ts. A recorded change is read from the LiveEvent table once per room (never per stream) and
 * sent to each stream in version order, each stream from the version it has: nothing is missed,
 * nothing sent twice, even when a NOTIFY was lost (a poll of the rooms' versions catches up). Who
 * sees what is decided above this layer and handed in with each stream (`LiveReader.hidden`).
 */

/** How often the rooms' versions are read without a signal: the fallback for a lost notification. */
const POLL_MS = { sqlite: 1_000, postgres: 3_000 };
/** A presence entry not refreshed for this long is gone (a tab refreshes it every 20 s). */
export const PRESENCE_TTL_MS = 45_000;
/** How often every stream's access is checked again without a signal. */
const RECHECK_MS = 60_000;
/** Events read in one go (a stream that resumes far back reads in several). */
const BATCH = 200;

/** Who reads a stream: decided by the caller (the route), with the guard and lib/tree's aside rule. */
export interface LiveReader {
  userId: string;
  name: string;
  /** The ids among `facts` hidden from this reader (lib/tree/capabilities `hiddenFrom`). */
  hidden(facts: readonly LiveNodeFacts[]): Set<string>;
  /** Whether this reader sees an open aside of `ownerId` ("*": one without an owner). */
  seesAsideOf(ownerId: string): boolean;
  /** Null while the reader may still read the conversation; why not, otherwise. */
  recheck(): Promise<LiveEvents["closed"] | null>;
  /** False: this stream is sent no presence (a share link's holder must not learn who is in it). */
  presence?: boolean;
}

/** Where a stream's events go (the SSE response). */
export interface LiveSink {
  send<E extends keyof LiveEvents>(event: E, data: LiveEvents[E], id?: number): void;
  /** Ends the response. */
  end(): void;
}

interface Sub {
  tab: string;
  reader: LiveReader;
  sink: LiveSink;
  /** The last version sent (or skipped: hidden from this reader). */
  last: number;
  factsGen: number;
  hidden: Set<string>;
  hiddenBefore: Set<string>;
  /** Per answer: how much of its text this stream has, its node, and the status it was sent with. */
  sent: Map<string, { length: number; nodeId: string; status: string }>;
  closed: boolean;
}

interface PresenceEntry {
  userId: string;
  name: string;
  nodeId: string | null;
  typing: boolean;
  expires: number;
}

interface Room {
  conversationId: string;
  projectId: string;
  subs: Map<string, Sub>;
  facts: Map<string, LiveNodeFacts> | null;
  /** The facts before the last reload: a purged node is judged by them. */
  before: Map<string, LiveNodeFacts> | null;
  factsGen: number;
  pumping: boolean;
  again: boolean;
  answers: Map<string, { again: boolean }>;
}

interface HubState {
  rooms: Map<string, Room>;
  /** Presence by conversation, then tab: every instance keeps everyone's (signals reach all). */
  presence: Map<string, Map<string, PresenceEntry>>;
  unsubscribe: (() => void) | null;
  timers: NodeJS.Timeout[];
}

const hub = ((globalThis as { canopyLiveHub?: HubState }).canopyLiveHub ??= {
  rooms: new Map(),
  presence: new Map(),
  unsubscribe: null,
  timers: [],
});

/** A stream opened by {@link openLiveStream}. */
export interface LiveStream {
  tab: string;
  /** Closes the stream (the browser went away); its presence leaves. */
  close(): void;
}

/**
 * Opens a stream of `conversationId` for `reader`: sends `hello`, then every change after `since`
 * (replayed from the table: a resumed stream continues where it stopped; `reset` when those events
 * were pruned), the presence of the room, and from then on each change, answer text and presence as
 * it happens, filtered for this reader.
 */
export function openLiveStream(input: {
  conversationId: string;
  projectId: string;
  since: number;
  reader: LiveReader;
  sink: LiveSink;
  tab?: string;
  /** Called once the stream has been sent what it was missing: the changes, the presence, the answers so far. */
  onCaughtUp?: () => void;
}): LiveStream {
  start();
  let room = hub.rooms.get(input.conversationId);
  if (!room) {
    room = {
      conversationId: input.conversationId,
      projectId: input.projectId,
      subs: new Map(),
      facts: null,
      before: null,
      factsGen: 0,
      pumping: false,
      again: false,
      answers: new Map(),
    };
    hub.rooms.set(input.conversationId, room);
  }
  const tab = input.tab && /^[\w-]{8,64}$/.test(input.tab) && !room.subs.has(input.tab) ? input.tab : randomUUID();
  const sub: Sub = {
    tab,
    reader: input.reader,
    sink: input.sink,
    last: Math.max(0, Math.floor(input.since)),
    factsGen: -1,
    hidden: new Set(),
    hiddenBefore: new Set(),
    sent: new Map(),
    closed: false,
  };
  room.subs.set(tab, sub);
  addLiveStreams(1);
  sub.sink.send("hello", { tab, v: sub.last });
  const target = room;
  void pump(target)
    .then(() => {
      sendPresence(target, sub);
      return sendAnswersSoFar(target);
    })
    .then(() => input.onCaughtUp?.());
  return {
    tab,
    close: () => closeSub(target, sub, null),
  };
}

/**
 * Records a tab's presence (the node it shows, whether its person is typing) and tells every
 * instance. The caller has checked that `userId` may read the conversation.
 */
export async function updatePresence(input: {
  conversationId: string;
  tab: string;
  userId: string;
  name: string;
  nodeId: string | null;
  typing: boolean;
}): Promise<void> {
  await sendLiveSignal({
    k: "p",
    c: input.conversationId,
    key: input.tab,
    u: input.userId,
    nm: input.name,
    n: input.nodeId,
    ty: input.typing,
    exp: Date.now() + PRESENCE_TTL_MS,
  });
}

/** The streams open on this instance (tests, the bench). */
export function openStreamCount(): number {
  let n = 0;
  for (const room of hub.rooms.values()) n += room.subs.size;
  return n;
}

function start(): void {
  if (hub.unsubscribe) return;
  hub.unsubscribe = onLiveSignal(onSignal, () => {
    // Signals were lost while the LISTEN connection was down: read every room again.
    for (const room of hub.rooms.values()) void pump(room);
  });
  const poll = setInterval(() => void pollRooms(), POLL_MS[getDbKind()]);
  const recheck = setInterval(() => {
    for (const room of hub.rooms.values()) void recheckRoom(room);
  }, RECHECK_MS);
  const expire = setInterval(expirePresence, 5_000);
  for (const timer of [poll, recheck, expire]) timer.unref?.();
  hub.timers = [poll, recheck, expire];
}

/** Stops the relay: every stream ends (tests, shutdown). */
export function stopLiveHub(): void {
  for (const room of hub.rooms.values()) for (const sub of room.subs.values()) closeSub(room, sub, null);
  hub.unsubscribe?.();
  hub.unsubscribe = null;
  for (const timer of hub.timers) clearInterval(timer);
  hub.timers = [];
  hub.presence.clear();
}

function onSignal(signal: LiveSignal): void {
  switch (signal.k) {
    case "v": {
      const room = hub.rooms.get(signal.c);
      if (room && [...room.subs.values()].some((s) => s.last < signal.v)) void pump(room);
      return;
    }
    case "a": {
      const room = hub.rooms.get(signal.c);
      if (room) void relayAnswer(room, signal.i);
      return;
    }
    case "t": {
      const room = hub.rooms.get(signal.c);
      if (room) relayPiece(room, signal);
      return;
    }
    case "x": {
      for (const room of hub.rooms.values())
        if (room.projectId === signal.p || room.conversationId === signal.c) void recheckRoom(room);
      return;
    }
    case "p":
      return onPresence(signal);
  }
}

async function pollRooms(): Promise<void> {
  if (hub.rooms.size === 0) return;
  try {
    const versions = await liveVersions([...hub.rooms.keys()]);
    for (const room of hub.rooms.values()) {
      const version = versions.get(room.conversationId);
      if (version === undefined) void recheckRoom(room);
      else if ([...room.subs.values()].some((s) => s.last < version)) void pump(room);
    }
  } catch (error) {
    logError("[live] could not poll the open conversations", error);
  }
}

/** Reads the room's new events and sends them, one reader at a time in order; serialised per room. */
async function pump(room: Room): Promise<void> {
  if (room.pumping) {
    room.again = true;
    return;
  }
  room.pumping = true;
  try {
    do {
      room.again = false;
      await pumpOnce(room);
    } while (room.again && room.subs.size > 0);
  } catch (error) {
    logError("[live] could not read a conversation's changes", error);
  } finally {
    room.pumping = false;
  }
}

const STRUCTURAL = new Set(["branch", "merge", "undo", "purge", "node"]);

async function pumpOnce(room: Room): Promise<void> {
  const subs = [...room.subs.values()];
  if (subs.length === 0) return;
  const from = Math.min(...subs.map((s) => s.last));
  const { version, events } = await readLiveEvents(room.conversationId, from, BATCH);
  if (version === null) return recheckRoom(room);
  const unknown = events.some((e) => e.nodeIds.some((id) => !room.facts?.has(id)));
  if (!room.facts || events.some((e) => STRUCTURAL.has(e.kind)) || unknown) await reloadFacts(room);
  for (const sub of room.subs.values()) deliver(room, sub, version, events);
  if (events.length === BATCH) room.again = true;
}

async function reloadFacts(room: Room): Promise<void> {
  const facts = await liveNodeFacts(room.conversationId);
  room.before = room.facts;
  room.facts = new Map(facts.map((f) => [f.id, f]));
  room.factsGen++;
}

function deliver(room: Room, sub: Sub, version: number, events: LiveEventRow[]): void {
  if (sub.closed) return;
  const pending = events.filter((e) => e.version > sub.last);
  // Events this stream needs were pruned (it resumed from too far back): it refetches everything.
  if ((pending.length > 0 && pending[0].version > sub.last + 1) || (events.length === 0 && version > sub.last)) {
    sub.last = Math.max(version, events.at(-1)?.version ?? 0);
    sub.sent.clear();
    sub.sink.send("reset", { v: sub.last });
    return;
  }
  for (const event of pending) {
    // A change inside an open aside (decided when it was recorded) goes to its owner alone; of the
    // nodes of the others, each reader hears only of those they may see now (or, gone, as they were).
    const nodes = event.nodeIds.filter((id) => visible(room, sub, id));
    if (event.privateTo === null || sub.reader.seesAsideOf(event.privateTo)) {
      // New entries in a node: an ended answer's row may be written again (Retry): it starts over.
      if (event.kind === "items")
        for (const [item, at] of sub.sent)
          if (at.status !== "streaming" && nodes.includes(at.nodeId)) sub.sent.delete(item);
      sub.sink.send(
        "change",
        { v: event.version, kind: event.kind as LiveEvents["change"]["kind"], nodes },
        event.version,
      );
    }
    sub.last = event.version;
  }
}

/** Whether `nodeId` may be shown to the stream's reader: now, or (a purged node) as it was. */
function visible(room: Room, sub: Sub, nodeId: string): boolean {
  if (sub.factsGen !== room.factsGen) {
    sub.hidden = sub.reader.hidden([...(room.facts?.values() ?? [])]);
    sub.hiddenBefore = room.before ? sub.reader.hidden([...room.before.values()]) : new Set();
    sub.factsGen = room.factsGen;
  }
  if (room.facts?.has(nodeId)) return !sub.hidden.has(nodeId);
  return room.before?.has(nodeId) === true && !sub.hiddenBefore.has(nodeId);
}

/** Reads an answer's row once for the room and sends each stream the text it does not have yet. */
async function relayAnswer(room: Room, itemId: string): Promise<void> {
  const reading = room.answers.get(itemId);
  if (reading) {
    reading.again = true;
    return;
  }
  const state = { again: false };
  room.answers.set(itemId, state);
  try {
    do {
      state.again = false;
      const row = await liveAnswerText(itemId);
      if (!row) return;
      if (!room.facts?.has(row.nodeId)) await reloadFacts(room);
      for (const sub of room.subs.values()) {
        if (sub.closed || !visible(room, sub, row.nodeId)) continue;
        const had = sub.sent.get(itemId);
        // Text only grows while an answer is written; shorter (a retry rewrote the row): from the start.
        const from = row.content.length >= (had?.length ?? 0) ? (had?.length ?? 0) : 0;
        if (had && from === row.content.length && had.status === row.status) continue; // nothing new
        sub.sink.send("text", { n: row.nodeId, i: itemId, o: from, t: row.content.slice(from), s: row.status });
        sub.sent.set(itemId, { length: row.content.length, nodeId: row.nodeId, status: row.status });
      }
    } while (state.again);
  } catch (error) {
    logError("[live] could not read an answer's text", error);
  } finally {
    room.answers.delete(itemId);
  }
}

/**
 * A stream that opens while answers are being written is sent their text so far at once (the row's
 * last flush: the next piece continues from there with everything written since), not only from
 * their next flush. The other streams of the room have that text already: they are sent nothing.
 */
async function sendAnswersSoFar(room: Room): Promise<void> {
  try {
    const ids = await streamingAnswerIds(room.conversationId);
    await Promise.all(ids.map((id) => relayAnswer(room, id)));
  } catch (error) {
    logError("[live] could not read the answers being written", error);
  }
}

/**
 * Sends the text an answer has beyond its row's last flush (a piece, from the flushed length on) to
 * each stream that may see its node, as it comes: token by token for other viewers. Pieces overlap
 * (each starts at the row's flushed length), so a lost or late one is repaired by the next. A
 * stream that has not been sent the row's text up to the piece yet (the flush's relay is still
 * reading the row, or the stream opened mid-answer) waits for it: the next piece after it continues.
 * What the row relay tracks is left alone: the row stays the truth, and a finished answer gets no
 * more pieces. A node the room has not read yet is left to the row too (its facts decide who sees it).
 */
function relayPiece(room: Room, piece: Extract<LiveSignal, { k: "t" }>): void {
  if (!room.facts?.has(piece.n)) return;
  for (const sub of room.subs.values()) {
    if (sub.closed || !visible(room, sub, piece.n)) continue;
    const had = sub.sent.get(piece.i);
    if ((had && had.status !== "streaming") || piece.o > (had?.length ?? 0)) continue;
    sub.sink.send("text", { n: piece.n, i: piece.i, o: piece.o, t: piece.t, s: "streaming" });
  }
}

async function recheckRoom(room: Room): Promise<void> {
  await Promise.all(
    [...room.subs.values()].map(async (sub) => {
      try {
        const refusal = await sub.reader.recheck();
        if (refusal) closeSub(room, sub, refusal);
      } catch (error) {
        logError("[live] could not check a stream's access", error);
      }
    }),
  );
}

function closeSub(room: Room, sub: Sub, why: LiveEvents["closed"] | null): void {
  if (sub.closed) return;
  sub.closed = true;
  room.subs.delete(sub.tab);
  addLiveStreams(-1);
  if (why) sub.sink.send("closed", why);
  sub.sink.end();
  if (room.subs.size === 0) hub.rooms.delete(room.conversationId);
  const entry = hub.presence.get(room.conversationId)?.get(sub.tab);
  if (entry)
    void sendLiveSignal({
      k: "p",
      c: room.conversationId,
      key: sub.tab,
      u: entry.userId,
      nm: entry.name,
      n: null,
      ty: false,
      exp: 0,
    });
}

function onPresence(signal: Extract<LiveSignal, { k: "p" }>): void {
  let people = hub.presence.get(signal.c);
  if (!people) hub.presence.set(signal.c, (people = new Map()));
  const known = people.has(signal.key);
  if (signal.exp <= Date.now()) people.delete(signal.key);
  else
    people.set(signal.key, {
      userId: signal.u,
      name: signal.nm,
      nodeId: signal.n,
      typing: signal.ty,
      expires: signal.exp,
    });
  if (people.size === 0) hub.presence.delete(signal.c);
  const room = hub.rooms.get(signal.c);
  if (!room) return;
  // Someone new (perhaps on another instance, which knew nobody here yet): say who is on this one.
  if (!known && signal.exp > 0 && !room.subs.has(signal.key))
    for (const sub of room.subs.values()) {
      const mine = people.get(sub.tab);
      if (mine)
        void sendLiveSignal({
          k: "p",
          c: signal.c,
          key: sub.tab,
          u: mine.userId,
          nm: mine.name,
          n: mine.nodeId,
          ty: mine.typing,
          exp: mine.expires,
        });
    }
  for (const sub of room.subs.values()) sendPresence(room, sub);
}

function sendPresence(room: Room, sub: Sub): void {
  if (sub.closed || sub.reader.presence === false) return;
  const people: LivePresence[] = [];
  for (const [key, p] of hub.presence.get(room.conversationId) ?? []) {
    const shown = p.nodeId !== null && room.facts?.has(p.nodeId) && visible(room, sub, p.nodeId) ? p.nodeId : null;
    people.push({ key, userId: p.userId, name: p.name, nodeId: shown, typing: shown !== null && p.typing });
  }
  sub.sink.send("presence", { people });
}

function expirePresence(): void {
  const now = Date.now();
  for (const [conversationId, people] of hub.presence) {
    let changed = false;
    for (const [key, p] of people)
      if (p.expires <= now) {
        people.delete(key);
        changed = true;
      }
    if (people.size === 0) hub.presence.delete(conversationId);
    const room = hub.rooms.get(conversationId);
    if (changed && room) for (const sub of room.subs.values()) sendPresence(room, sub);
  }
}
