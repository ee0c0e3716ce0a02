// CPU time spent by the processes that serve a load run, read from Linux's /proc: the API server's own process
// (with its SQLite reader threads) and every PostgreSQL process. Requests per second swing by a fifth between
// identical runs on a shared machine; the CPU each request costs holds to about a tenth, so A/B comparisons read it.
import { readFileSync, readdirSync } from 'node:fs';

/** Clock ticks per second of /proc's utime and stime (USER_HZ: 100 on every Linux we run on). */
const TICKS_PER_SECOND = 100;

/** utime + stime of process `pid` in ticks (stime alone with `systemOnly`), or 0 when it is gone or /proc is missing. */
function ticksOf(pid, systemOnly = false) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis are plain.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (systemOnly ? 0 : Number(fields[11])) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** The pids of PostgreSQL's processes (server and backends) on this machine. */
function postgresPids() {
  try {
    return readdirSync('/proc').filter((name) => {
      if (!/^\d+$/.test(name)) return false;
      try {
        return readFileSync(`/proc/${name}/cmdline`, 'utf8').startsWith('postgres');
      } catch {
        return false;
      }
    });
  } catch {
    return [];
  }
}

/**
 * Starts counting the CPU time of `serverPid` and of PostgreSQL; the returned function answers the microseconds
 * each spent per request over `requests` requests since then (`serverSystemUs`: the server's share in the kernel) (PostgreSQL's backends started meanwhile count from 0).
 *
 * @example
 * const done = cpuMeter(server.pid);
 * const figures = await autocannonRun();
 * const { serverUs, serverSystemUs, postgresUs } = done(figures.requests);
 */
export function cpuMeter(serverPid) {
  const server = ticksOf(serverPid);
  const serverSystem = ticksOf(serverPid, true);
  const postgres = new Map(postgresPids().map((pid) => [pid, ticksOf(pid)]));
  return (requests) => {
    let postgresTicks = 0;
    for (const pid of postgresPids()) postgresTicks += ticksOf(pid) - (postgres.get(pid) ?? 0);
    const us = (ticks) => (requests > 0 ? Math.round((ticks * 1_000_000) / TICKS_PER_SECOND / requests) : null);
    return {
      serverUs: us(ticksOf(serverPid) - server),
      serverSystemUs: us(ticksOf(serverPid, true) - serverSystem),
      postgresUs: us(postgresTicks),
    };
  };
}
