import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { OpsLoginResponse } from '@meridian/contract/ops';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl } from '../../test/db-url';
import { createTestApp, type TestApp } from '../../test/test-app';
import { post, uniqueIp } from '../../test/api';
import { nodeArgs } from '../../test/server-process';
import { runOpsCommand } from './ops-commands';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const run = (...argv: string[]) => runOpsCommand(argv, t.services.operators);
const login = (email: string, password: string) =>
  post(t.app, '/ops/login', { email, password }, { ip: uniqueIp() });

describe('npm run ops', () => {
  it('create-operator prints the operator, who can then log in; the same e-mail again is refused', async () => {
    const email = `cli-${Date.now()}@meridian.test`;
    const created = await run('create-operator', '--email', email, '--password', 'first-pass-1');
    expect(created).toEqual({
      exitCode: 0,
      output: { operator: { id: expect.any(Number) as number, email } },
    });
    expect((await login(email, 'first-pass-1')).body.type).toBe('ok');

    const again = await run('create-operator', '--email', email.toUpperCase(), '--password', 'other-pass-2');
    expect(again.exitCode).toBe(1);
    expect(again.output.error).toMatch(/already exists/);
    expect((await login(email, 'other-pass-2')).body.code).toBe('login_failed');

    const reset = await run(
      'create-operator',
      '--email',
      email,
      '--password',
      'other-pass-2',
      '--reset-password',
    );
    expect(reset).toEqual({
      exitCode: 0,
      output: { operator: created.output.operator, password_reset: true },
    });
    expect((await login(email, 'other-pass-2')).body.type).toBe('ok');

    const listed = await run('list-operators');
    expect(listed.exitCode).toBe(0);
    expect(listed.output.operators).toContainEqual(expect.objectContaining({ email, disabled: false }));
  });

  it('refuses bad input and unknown commands with a usage line (exit 1)', async () => {
    for (const argv of [
      ['create-operator', '--email', 'not-an-email', '--password', 'long-enough'],
      ['create-operator', '--email', 'ok@meridian.test', '--password', 'short'],
      ['create-operator'],
      ['drop-everything'],
      ['create-operator', '--bogus'],
    ]) {
      const r = await run(...argv);
      expect(r.exitCode, argv.join(' ')).toBe(1);
      expect(String(r.output.error), argv.join(' ')).toMatch(/Usage|already exists/);
    }
  });

  it('runs as a process against DATABASE_URL: JSON on stdout, exit 0; a duplicate exits 1', async () => {
    const root = fileURLToPath(new URL('../../../..', import.meta.url));
    const env = {
      ...process.env,
      DATABASE_URL: databaseUrl(inject('dbAdminUrl'), t.databaseName),
      LOG_LEVEL: 'silent',
    };
    const email = `spawned-${Date.now()}@meridian.test`;
    // The compiled command, as `npm run ops` runs it (this run's bundle, built by the global setup).
    const args = nodeArgs('cli/ops.js', 'create-operator', '--email', email);
    const exec = promisify(execFile);
    const { stdout } = await exec(process.execPath, [...args, '--password', 'spawned-pass'], {
      cwd: root,
      env,
    });
    const printed = JSON.parse(stdout) as { operator: { id: number; email: string } };
    expect(printed.operator.email).toBe(email);
    const res = await login(email, 'spawned-pass');
    expect((res.body.message as OpsLoginResponse).operator).toEqual(printed.operator);

    const dup = await exec(process.execPath, [...args, '--password', 'spawned-pass'], {
      cwd: root,
      env,
    }).then(
      () => ({ code: 0, stderr: '' }),
      (err: { code: number; stderr: string }) => err,
    );
    expect(dup.code).toBe(1);
    expect(dup.stderr).toMatch(/already exists/);
  }, 60_000);
});
