/**
 * The Lua scripts of the Redis store: each runs atomically in Redis, which is what serializes
 * writers on several instances. Every script touches the keys of one match, or of one index
 * bucket, and declares them all (KEYS): one Redis Cluster slot each (`redis-keys.ts`). Keys are
 * named by the caller; "the match's keys" means `RedisKeys.all` in its order: record, pending,
 * confirm, used, log, snap, facts, presence, rate, grants.
 */

/**
 * Creates a match unconfirmed: its record, a `pending` marker and its last use, each expiring
 * after ARGV[2] ms unless `CONFIRM` comes first. A match held under that id already is left alone.
 * KEYS: record, pending, used. ARGV: stored record JSON, ms, created at.
 * Returns the stored record JSON held already, or nil when created.
 */
export const CREATE = `
local held = redis.call('GET', KEYS[1])
if held then return held end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
redis.call('SET', KEYS[2], '1', 'PX', ARGV[2])
redis.call('SET', KEYS[3], ARGV[3], 'PX', ARGV[2])
return false
`;

/**
 * Confirms a match `CREATE` made, for a creation attempt: its keys stay, the marker goes, and the
 * attempt is remembered (a later attempt's replaces it: see `CANCEL`).
 * KEYS: record, pending, confirm, used, facts. ARGV: attempt.
 * Returns {0} when the match is gone, {1, last use} when confirmed, {2} when confirmed and over.
 */
export const CONFIRM = `
if redis.call('EXISTS', KEYS[1]) == 0 then return {0} end
if redis.call('EXISTS', KEYS[2]) == 1 then
  redis.call('PERSIST', KEYS[1])
  redis.call('PERSIST', KEYS[4])
  redis.call('DEL', KEYS[2])
end
local ttl = redis.call('PTTL', KEYS[1])
redis.call('SET', KEYS[3], ARGV[1])
if ttl > 0 then redis.call('PEXPIRE', KEYS[3], ttl) end
if redis.call('HEXISTS', KEYS[5], 'over') == 1 then return {2} end
return {1, redis.call('GET', KEYS[4]) or '0'}
`;

/**
 * Undoes a creation whose answer was lost: deletes the match if it is still unconfirmed, or was
 * confirmed last by this attempt and has nothing in its log.
 * KEYS: the match's keys. ARGV: attempt. Returns 1 when deleted.
 */
export const CANCEL = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
if redis.call('EXISTS', KEYS[2]) == 0 then
  if redis.call('GET', KEYS[3]) ~= ARGV[1] or redis.call('LLEN', KEYS[5]) > 0 then return 0 end
end
redis.call('DEL', unpack(KEYS))
return 1
`;

/**
 * Lua: whether the log entry `line` has the marks `seq`, `seat` and `clientId` (and `at` unless
 * nil), a seat or client id given as "+" and the string, or "-" for null (`markOf`).
 */
const ENTRY_IS = `
local function mark(v)
  if v == nil or v == cjson.null then return '-' end
  return '+' .. v
end
local function entryIs(line, seq, at, seat, clientId)
  if not line then return false end
  local e = cjson.decode(line)
  return e.seq == tonumber(seq) and (at == nil or e.at == tonumber(at))
    and mark(e.seat) == seat and mark(e.clientId) == clientId
end
`;

/** A seat or client id as `ENTRY_IS` takes it. */
export function markOf(value: string | null): string {
  return value === null ? "-" : `+${value}`;
}

/**
 * Appends an entry if the log holds exactly the expected number of entries, the last of them the
 * caller's (its marks: none when the expected seq is 0), marks the match in use at the entry's
 * time, and tells the other instances (SPUBLISH in the same script: nobody hears of an entry
 * that is not in the log).
 * KEYS: log, record, used. ARGV: expected seq, entry JSON, entry time, channel, message, and
 * optionally the last entry's time, seat and client id (see `markOf`).
 * Returns -1 when appended, -2 when the match is gone, else the log's length (a conflict).
 */
export const APPEND = `${ENTRY_IS}
if redis.call('EXISTS', KEYS[2]) == 0 then return -2 end
local n = redis.call('LLEN', KEYS[1])
if n ~= tonumber(ARGV[1]) then return n end
if n > 0 and ARGV[8] and not entryIs(redis.call('LINDEX', KEYS[1], -1), n, ARGV[6], ARGV[7], ARGV[8]) then return n end
redis.call('RPUSH', KEYS[1], ARGV[2])
if tonumber(ARGV[3]) > tonumber(redis.call('GET', KEYS[3]) or '0') then
  redis.call('SET', KEYS[3], ARGV[3], 'KEEPTTL')
end
local ttl = redis.call('PTTL', KEYS[2])
if ttl > 0 then
  redis.call('PEXPIRE', KEYS[1], ttl)
  redis.call('PEXPIRE', KEYS[3], ttl)
end
redis.call('SPUBLISH', ARGV[4], ARGV[5])
return -1
`;

/**
 * Whether the log holds an entry (by its seq, seat and client id), and a write to the match's
 * slot in the same step: a `WAIT` after it covers the entry read, on the master that was read.
 * KEYS: log, sync. ARGV: seq, seat, client id (see `markOf`).
 * Returns 1 when the log holds the entry, else 0.
 */
export const SYNC_ENTRY = `${ENTRY_IS}
redis.call('SET', KEYS[2], '1', 'PX', 60000)
if entryIs(redis.call('LINDEX', KEYS[1], tonumber(ARGV[1]) - 1), ARGV[1], nil, ARGV[2], ARGV[3]) then return 1 end
return 0
`;

/**
 * Sets a fact once (the first writer's value stays) and returns the value held. The first setting
 * is published (the other instances tell their clients of a rematch), and the first "over"
 * starts the match's retention: every key of it expires after ARGV[3] ms (0: kept for ever).
 * KEYS: the match's keys (facts the 7th). ARGV: key, value, retention ms, channel, instance.
 * Returns the value held, whether this call set it (1/0), then the layout-1 grant hashes of the
 * match when this call set "over" (their keys expire with it: the caller's work, another slot).
 */
export const SET_FACT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return redis.error_reply('no match') end
local set = redis.call('HSETNX', KEYS[7], ARGV[1], ARGV[2])
local out = {redis.call('HGET', KEYS[7], ARGV[1]), set}
if set == 1 then
  redis.call('SPUBLISH', ARGV[4], cjson.encode({i = ARGV[5], f = ARGV[1], v = ARGV[2]}))
  if ARGV[1] == 'over' then
    local retention = tonumber(ARGV[3])
    if retention > 0 then
      for i = 1, #KEYS do redis.call('PEXPIRE', KEYS[i], retention) end
    end
    for _, hash in ipairs(redis.call('SMEMBERS', KEYS[10])) do table.insert(out, hash) end
  end
end
return out
`;

/**
 * Saves a snapshot unless a later one is there, with the record's time to live.
 * KEYS: snapshot, record. ARGV: seq, state JSON. Returns 1 when saved.
 */
export const SAVE_SNAPSHOT = `
if redis.call('EXISTS', KEYS[2]) == 0 then return 0 end
local held = tonumber(redis.call('HGET', KEYS[1], 'seq') or '-1')
if held >= tonumber(ARGV[1]) then return 0 end
redis.call('HSET', KEYS[1], 'seq', ARGV[1], 'state', ARGV[2])
local ttl = redis.call('PTTL', KEYS[2])
if ttl > 0 then redis.call('PEXPIRE', KEYS[1], ttl) end
return 1
`;

/**
 * Deletes a match idle since before ARGV[1] (no action since; the idle index, which the caller
 * read, says no client either): every key of it, told to the other instances as the fact "gone".
 * KEYS: the match's keys. ARGV: before, channel, instance.
 * Returns what became of it — {"gone"} (no match), {"pending"} (unconfirmed: it expires by
 * itself), {"over"} (finished: its retention applies), {"used", at} (an action since `before`),
 * or {"deleted", layout-1 grant hashes…} (their keys are the caller's to delete: another slot).
 */
export const EXPIRE_MATCH = `
if redis.call('EXISTS', KEYS[1]) == 0 then return {'gone'} end
if redis.call('EXISTS', KEYS[2]) == 1 then return {'pending'} end
if redis.call('HEXISTS', KEYS[7], 'over') == 1 then return {'over'} end
local used = tonumber(redis.call('GET', KEYS[4]) or '0')
if used >= tonumber(ARGV[1]) then return {'used', tostring(used)} end
local out = {'deleted'}
for _, hash in ipairs(redis.call('SMEMBERS', KEYS[10])) do table.insert(out, hash) end
redis.call('DEL', unpack(KEYS))
redis.call('SPUBLISH', ARGV[2], cjson.encode({i = ARGV[3], f = 'gone', v = 'idle'}))
return out
`;

/**
 * Registers a match's deadline unless one for a later seq is there (an instance catching up late
 * never replaces a newer deadline); ARGV[3] empty clears it.
 * KEYS: the bucket's deadlines (zset: match → at) and their seqs (hash: match → seq).
 * ARGV: match, seq, at.
 */
export const SET_DEADLINE = `
if ARGV[3] == '' then
  redis.call('ZREM', KEYS[1], ARGV[1])
  redis.call('HDEL', KEYS[2], ARGV[1])
  return 1
end
local held = tonumber(redis.call('HGET', KEYS[2], ARGV[1]) or '-1')
if held > tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[1])
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
return 1
`;

/**
 * The deadlines of a bucket due at ARGV[1], at most ARGV[2] of them.
 * KEYS: the bucket's deadlines and their seqs. Returns a flat list: match, seq, at, …
 */
export const DUE = `
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'WITHSCORES', 'LIMIT', 0, tonumber(ARGV[2]))
local out = {}
for i = 1, #due, 2 do
  local seq = redis.call('HGET', KEYS[2], due[i])
  if seq then
    table.insert(out, due[i])
    table.insert(out, seq)
    table.insert(out, due[i + 1])
  end
end
return out
`;

/**
 * Takes a match out of a bucket's indexes: idle, deadlines (finished, deleted or cancelled).
 * KEYS: the bucket's idle zset, deadlines, deadline seqs. ARGV: match.
 */
export const UNINDEX = `
redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('ZREM', KEYS[2], ARGV[1])
redis.call('HDEL', KEYS[3], ARGV[1])
return 1
`;

/**
 * A token bucket on Redis's own clock: takes one of a seat's tokens, refilled at ARGV[2] a second
 * up to ARGV[3]. KEYS: the match's buckets (hash: `t:<seat>` tokens, `a:<seat>` when).
 * ARGV: seat, rate, burst. Returns 1 when a token was taken.
 */
export const TAKE_TOKEN = `
local rate = tonumber(ARGV[2])
local burst = tonumber(ARGV[3])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local held = redis.call('HMGET', KEYS[1], 't:' .. ARGV[1], 'a:' .. ARGV[1])
local tokens = tonumber(held[1]) or burst
local at = tonumber(held[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - at) * rate / 1000)
local ok = 0
if tokens >= 1 then
  tokens = tokens - 1
  ok = 1
end
redis.call('HSET', KEYS[1], 't:' .. ARGV[1], tostring(tokens), 'a:' .. ARGV[1], now)
local keep = math.ceil(burst / rate * 1000) + 1000
if redis.call('PTTL', KEYS[1]) < keep then redis.call('PEXPIRE', KEYS[1], keep) end
return ok
`;

/** The seats present in a presence zset at `now` (shared by the two presence scripts). */
const PRESENT_AT = `
local function present(key, now)
  local seats, list = {}, {}
  for _, member in ipairs(redis.call('ZRANGEBYSCORE', key, '(' .. now, '+inf')) do
    local seat = string.match(member, '^[^|]*|(.*)$')
    if seat and not seats[seat] then
      seats[seat] = true
      table.insert(list, seat)
    end
  end
  return seats, list
end
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
`;

/**
 * Presence: holds the caller instance's seats of a match until ARGV[2] ms from now on Redis's
 * clock (replacing what it held there), drops lapsed entries, and publishes when the seats present
 * changed. Members are `<instance>|<seat>`, scored by when they lapse; the key expires with its
 * last entry. KEYS: the match's presence zset. ARGV: instance, lifetime ms, channel, message,
 * seats… Returns the seats present.
 */
export const HOLD_PRESENCE = `${PRESENT_AT}
local before = present(KEYS[1], now)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local mine = ARGV[1] .. '|'
for _, member in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
  if string.sub(member, 1, #mine) == mine then redis.call('ZREM', KEYS[1], member) end
end
local lifetime = tonumber(ARGV[2])
for i = 5, #ARGV do redis.call('ZADD', KEYS[1], now + lifetime, mine .. ARGV[i]) end
if #ARGV >= 5 and redis.call('PTTL', KEYS[1]) < lifetime then redis.call('PEXPIRE', KEYS[1], lifetime) end
local after, list = present(KEYS[1], now)
local changed = false
for seat in pairs(before) do if not after[seat] then changed = true end end
for seat in pairs(after) do if not before[seat] then changed = true end end
if changed then redis.call('SPUBLISH', ARGV[3], ARGV[4]) end
return list
`;

/**
 * Presence, read only: the seats any instance holds in a match now (Redis's clock).
 * KEYS: the match's presence zset. Returns the seats.
 */
export const PRESENT = `${PRESENT_AT}
local _, list = present(KEYS[1], now)
return list
`;
