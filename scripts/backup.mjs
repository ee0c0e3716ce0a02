#!/usr/bin/env node
// `npm run backup -- <file>`: a consistent copy of the running server's SQLite database, written to <file>.
// The copy is made by the server (POST /api/ops/backup, behind OPS_TOKEN), so it works from any machine
// that reaches the server, and streamed here. The copy lands in <file>.partial, is checked (the byte count the
// server announced, PRAGMA integrity_check, the migrations table), flushed to disk, and only then renamed
// to <file>: <file> is either a complete, verified backup or untouched. On PostgreSQL use pg_dump instead
// (docs/operations.md). Environment: OPS_TOKEN (required), BACKUP_URL (the server's base URL; default
// http://127.0.0.1:$PORT, PORT default 8080).
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

const IDLE_TIMEOUT_MS = 120_000;

function fail(message) {
  console.error(`backup failed: ${message}`);
  process.exit(1);
}

/** The backup route's URL from BACKUP_URL or PORT, or a readable error. */
function backupUrl(env) {
  const raw = env.BACKUP_URL?.trim() || `http://127.0.0.1:${env.PORT?.trim() || '8080'}`;
  let base;
  try {
    base = new URL(raw);
  } catch {
    fail(`BACKUP_URL must be the server's base URL, e.g. http://127.0.0.1:8080, got "${raw}"`);
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') fail(`BACKUP_URL must be an http or https URL, got "${raw}"`);
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  return new URL('api/ops/backup', base);
}

/** POSTs to `url` and resolves the response (any status), or rejects on a network error or silence. */
function post(url, token) {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      { method: 'POST', headers: { authorization: `Bearer ${token}`, 'user-agent': 'backoffice-backup-script' } },
      resolve,
    );
    request.setTimeout(IDLE_TIMEOUT_MS, () => request.destroy(new Error(`no answer from the server for ${IDLE_TIMEOUT_MS / 1000} s`)));
    request.on('error', reject);
    request.end();
  });
}

async function readText(response) {
  const chunks = [];
  for await (const chunk of response) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** Opens the copy read-only and checks it: integrity, and that it is a console database. Returns its migration count. */
function verify(file) {
  const require = createRequire(path.resolve(import.meta.dirname, '../apps/api/package.json'));
  const Database = require('better-sqlite3');
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(`the copy is damaged: integrity_check says ${integrity}`);
    return Number(db.prepare('select count(*) from kysely_migration').pluck().get());
  } finally {
    db.close();
  }
}

async function main() {
  const target = process.argv[2];
  if (!target || target.startsWith('-')) fail('usage: npm run backup -- <file>   (environment: OPS_TOKEN, BACKUP_URL or PORT)');
  const file = path.resolve(target);
  if (fs.existsSync(file) && fs.statSync(file).isDirectory())
    fail(`${file} is a folder; name the backup file, e.g. ${path.join(file, 'console.db')}`);
  if (!fs.existsSync(path.dirname(file))) fail(`the folder ${path.dirname(file)} does not exist`);
  const token = process.env.OPS_TOKEN;
  if (!token) fail('OPS_TOKEN is not set: use the token the server was started with');
  const url = backupUrl(process.env);
  const partial = `${file}.partial`;
  const started = Date.now();

  let response;
  try {
    response = await post(url, token);
  } catch (error) {
    fail(`could not reach the server at ${url.origin} (${error.code ?? error.message}); is it running? Set BACKUP_URL or PORT`);
  }
  if (response.statusCode !== 200) {
    const text = await readText(response);
    let message = text.slice(0, 300);
    try {
      message = JSON.parse(text).message ?? message;
    } catch {
      /* not an envelope */
    }
    const hint = response.statusCode === 404 ? ' (is OPS_TOKEN set on the server?)' : '';
    fail(`the server answered ${response.statusCode}: ${message}${hint}`);
  }
  const announced = Number(response.headers['content-length']);
  try {
    await pipeline(response, fs.createWriteStream(partial, { mode: 0o600 }));
    const written = fs.statSync(partial).size;
    if (Number.isFinite(announced) && written !== announced)
      throw new Error(`the download stopped early: ${written} of ${announced} bytes`);
    const fd = fs.openSync(partial, 'r');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    const migrationCount = verify(partial);
    fs.renameSync(partial, file);
    console.log(`backup written: ${file} (${written} bytes, ${migrationCount} migrations, integrity ok) in ${Date.now() - started} ms`);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    fail(error.message);
  }
}

await main();
