/**
 * The Lua scripts of the Redis store: each runs atomically in Redis, which is what serializes
 * writers on several instances. Keys are passed by the caller (`redis-store.ts` names them).
 */

/**
 * Creates a match unconfirmed: its record, a `pending` marker and its grants, each expiring after
 * ARGV[2] ms unless `CONFIRM` comes first. A match held under that id already is left alone.
 * KEYS: record, pending. ARGV: stored record JSON, ms, grant key prefix, then token hash and grant
 * JSON pairs. Returns the stored record JSON held already, or nil when created.
 */
export const CREATE = `
local held = redis.call('GET', KEYS[1])
if held then return held end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
redis.call('SET', KEYS[2], '1', 'PX', ARGV[2])
for i = 4, #ARGV, 2 do redis.call('SET', ARGV[3] .. ARGV[i], ARGV[i + 1], 'PX', ARGV[2]) end
return false
`;

/**
 * Confirms a match `CREATE` made for a creation attempt: its record and grants stay, the marker
 * goes, it joins the active and idle sets (its creation its last use), and the attempt is
 * remembered (a later attempt's replaces it: see `CANCEL`).
 * KEYS: record, pending, confirm, active, idle. ARGV: match id, grant key prefix, attempt.
 * Returns 1 when confirmed, 0 when the match is gone.
 */
export const CONFIRM = `
local stored = redis.call('GET', KEYS[1])
if not stored then return 0 end
if redis.call('EXISTS', KEYS[2]) == 1 then
  local decoded = cjson.decode(stored)
  redis.call('PERSIST', KEYS[1])
  redis.call('DEL', KEYS[2])
  for _, hash in ipairs(decoded.grants) do redis.call('PERSIST', ARGV[2] .. hash) end
  redis.call('SADD', KEYS[4], ARGV[1])
  redis.call('ZADD', KEYS[5], 'NX', decoded.record.createdAt, ARGV[1])
end
local ttl = redis.call('PTTL', KEYS[1])
redis.call('SET', KEYS[3], ARGV[3])
if ttl > 0 then redis.call('PEXPIRE', KEYS[3], ttl) end
return 1
`;

/**
 * Undoes a creation whose answer was lost: deletes the match, grants included, if it is still
 * unconfirmed, or was confirmed last by this attempt and has nothing in its log.
 * KEYS: record, pending, confirm, log, active, idle. ARGV: match id, grant key prefix, attempt,
 * key prefix. Returns 1 when deleted.
 */
export const CANCEL = `
local stored = redis.call('GET', KEYS[1])
if not stored then return 0 end
if redis.call('EXISTS', KEYS[2]) == 0 then
  if redis.call('GET', KEYS[3]) ~= ARGV[3] or redis.call('LLEN', KEYS[4]) > 0 then return 0 end
end
for _, hash in ipairs(cjson.decode(stored).grants) do redis.call('DEL', ARGV[2] .. hash) end
local base = ARGV[4] .. 'm:{' .. ARGV[1] .. '}:'
redis.call('DEL', KEYS[1], KEYS[2], KEYS[3], KEYS[4], base .. 'snap', base .. 'facts', base .. 'presence')
redis.call('SREM', KEYS[5], ARGV[1])
redis.call('ZREM', KEYS[6], ARGV[1])
return 1
`;

/**
 * Appends an entry if the log holds exactly the expected number of entries, and tells the other
 * instances (PUBLISH in the same script: nobody hears of an entry that is not in the log).
 * The entry's time marks the match in use (idle set; only while it is unfinished: XX).
 * KEYS: log, record, idle. ARGV: expected seq, entry JSON, channel, message, entry time, match id.
 * Returns -1 when appended, -2 when the match is gone, else the log's length (a conflict).
 */
export const APPEND = `
if redis.call('EXISTS', KEYS[2]) == 0 then return -2 end
local n = redis.call('LLEN', KEYS[1])
if n ~= tonumber(ARGV[1]) then return n end
redis.call('RPUSH', KEYS[1], ARGV[2])
redis.call('ZADD', KEYS[3], 'XX', 'GT', ARGV[5], ARGV[6])
local ttl = redis.call('PTTL', KEYS[2])
if ttl > 0 then redis.call('PEXPIRE', KEYS[1], ttl) end
redis.call('PUBLISH', ARGV[3], ARGV[4])
return -1
`;

/**
 * Sets a fact once (the first writer's value stays) and returns the value held. Setting "over"
 * takes the match off the active set and its deadline, and starts its retention: every key of
 * the match, its grants included, expires after ARGV[4] ms (0: kept for ever).
 * The first setting is published (the other instances tell their clients of a rematch).
 * KEYS: facts, active, deadlines, deadline seqs, record, log, snapshot, idle, confirm.
 * ARGV: key, value, match id, retention ms, grant key prefix, channel, instance.
 */
export const SET_FACT = `
if redis.call('HSETNX', KEYS[1], ARGV[1], ARGV[2]) == 1 then
  redis.call('PUBLISH', ARGV[6], cjson.encode({i = ARGV[7], f = ARGV[1], v = ARGV[2]}))
end
local value = redis.call('HGET', KEYS[1], ARGV[1])
if ARGV[1] == 'over' then
  redis.call('SREM', KEYS[2], ARGV[3])
  redis.call('ZREM', KEYS[8], ARGV[3])
  redis.call('ZREM', KEYS[3], ARGV[3])
  redis.call('HDEL', KEYS[4], ARGV[3])
  local retention = tonumber(ARGV[4])
  if retention > 0 then
    local stored = redis.call('GET', KEYS[5])
    if stored then
      for _, hash in ipairs(cjson.decode(stored).grants) do
        redis.call('PEXPIRE', ARGV[5] .. hash, retention)
      end
    end
    for i = 1, 9 do
      if i ~= 2 and i ~= 3 and i ~= 4 and i ~= 8 then redis.call('PEXPIRE', KEYS[i], retention) end
    end
  end
end
return value
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
 * Registers a match's deadline unless one for a later seq is there (an instance catching up late
 * never replaces a newer deadline); ARGV[3] empty clears it.
 * KEYS: deadlines (zset: match → at), deadline seqs (hash: match → seq). ARGV: match, seq, at.
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
 * Claims due deadlines: each (match, seq) goes to one caller for the lease (ms); if that caller
 * dies before firing it, the lease runs out and another instance claims it.
 * KEYS: deadlines, deadline seqs. ARGV: now, limit, lease ms, claim key prefix.
 * Returns a flat list: match, seq, at, …
 */
export const CLAIM_DEADLINES = `
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'WITHSCORES', 'LIMIT', 0, tonumber(ARGV[2]))
local out = {}
for i = 1, #due, 2 do
  local id = due[i]
  local seq = redis.call('HGET', KEYS[2], id)
  if seq and redis.call('SET', ARGV[4] .. id .. ':' .. seq, '1', 'NX', 'PX', tonumber(ARGV[3])) then
    table.insert(out, id)
    table.insert(out, seq)
    table.insert(out, due[i + 1])
  end
end
return out
`;

/**
 * A token bucket on Redis's own clock: takes one token, refilled at ARGV[1] a second up to
 * ARGV[2]. KEYS: the bucket. Returns 1 when a token was taken.
 */
export const TAKE_TOKEN = `
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local held = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(held[1]) or burst
local at = tonumber(held[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - at) * rate / 1000)
local ok = 0
if tokens >= 1 then
  tokens = tokens - 1
  ok = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', now)
redis.call('PEXPIRE', KEYS[1], math.ceil(burst / rate * 1000) + 1000)
return ok
`;

/**
 * Deletes the unfinished matches idle since before ARGV[1] (no action, no client: the idle set's
 * score is their last use): every key of the match, its grants and seats' rate buckets, its place
 * in the active set and its deadline; each is published as the fact "gone" (instances holding it forget it).
 * KEYS: idle, active, deadlines, deadline seqs. ARGV: before, limit, key prefix, grant key prefix,
 * instance. Returns the ids.
 */
export const EXPIRE_IDLE = `
local ids = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', '(' .. ARGV[1], 'LIMIT', 0, tonumber(ARGV[2]))
for _, id in ipairs(ids) do
  local base = ARGV[3] .. 'm:{' .. id .. '}:'
  local stored = redis.call('GET', base .. 'record')
  if stored then
    local decoded = cjson.decode(stored)
    for _, hash in ipairs(decoded.grants) do redis.call('DEL', ARGV[4] .. hash) end
    for _, seat in ipairs(decoded.record.seats) do redis.call('DEL', ARGV[3] .. 'rate:' .. id .. ':' .. seat.seat) end
  end
  redis.call('DEL', base .. 'record', base .. 'log', base .. 'snap', base .. 'facts', base .. 'confirm')
  redis.call('ZREM', KEYS[1], id)
  redis.call('SREM', KEYS[2], id)
  redis.call('ZREM', KEYS[3], id)
  redis.call('HDEL', KEYS[4], id)
  redis.call('PUBLISH', ARGV[3] .. 'log:' .. id, cjson.encode({i = ARGV[5], f = 'gone', v = 'idle'}))
end
return ids
`;

/**
 * Presence: holds the caller instance's seats of a match until ARGV[2] ms from now on Redis's
 * clock (replacing what it held there), drops lapsed entries, and publishes when the seats present
 * changed. Members are `<instance>|<seat>`, scored by when they lapse; the key expires with its
 * last entry. KEYS: the match's presence zset. ARGV: instance, lifetime ms, channel, message,
 * seats… Returns the seats present.
 */
export const HOLD_PRESENCE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local function present()
  local seats, list = {}, {}
  for _, member in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], '(' .. now, '+inf')) do
    local seat = string.match(member, '^[^|]*|(.*)$')
    if seat and not seats[seat] then
      seats[seat] = true
      table.insert(list, seat)
    end
  end
  return seats, list
end
local before = present()
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local mine = ARGV[1] .. '|'
for _, member in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
  if string.sub(member, 1, #mine) == mine then redis.call('ZREM', KEYS[1], member) end
end
local lifetime = tonumber(ARGV[2])
for i = 5, #ARGV do redis.call('ZADD', KEYS[1], now + lifetime, mine .. ARGV[i]) end
if #ARGV >= 5 then redis.call('PEXPIRE', KEYS[1], lifetime) end
local after, list = present()
local changed = false
for seat in pairs(before) do if not after[seat] then changed = true end end
for seat in pairs(after) do if not before[seat] then changed = true end end
if changed then redis.call('PUBLISH', ARGV[3], ARGV[4]) end
return list
`;

/**
 * Presence, read only: the seats any instance holds in a match now (Redis's clock).
 * KEYS: the match's presence zset. Returns the seats.
 */
export const PRESENT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local seats, list = {}, {}
for _, member in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], '(' .. now, '+inf')) do
  local seat = string.match(member, '^[^|]*|(.*)$')
  if seat and not seats[seat] then
    seats[seat] = true
    table.insert(list, seat)
  end
end
return list
`;
