import type { ContractCheck, ContractReport } from './types';

const MARKS: Record<ContractCheck['status'], string> = { pass: 'PASS', fail: 'FAIL', skip: 'SKIP' };

/**
 * The report as text, one line per check: status, name, title and reason.
 * @example
 * console.info(formatContractReport(report));
 * // PASS login.refusesWrongPassword: A wrong password is refused ... (refused with code 400: "Invalid username or password")
 */
export function formatContractReport(report: ContractReport): string {
  const lines = report.checks.map((c) => `${MARKS[c.status]} ${c.name}: ${c.title} (${c.reason})`);
  const summary = report.ok ? 'the backend meets the contract' : `${report.failures.length} of ${report.checks.length} checks failed`;
  return [`Backend contract at ${report.target}: ${summary}`, ...lines].join('\n');
}

/**
 * The error `assertBackendContract` throws: its message lists every failed check; `report` holds them all.
 * @example
 * try { assertBackendContract(report); } catch (e) { if (e instanceof ContractAssertionError) e.report.failures; }
 */
export class ContractAssertionError extends Error {
  readonly report: ContractReport;

  constructor(report: ContractReport) {
    const failures = report.failures.map((c) => `  - ${c.name}: ${c.title}\n    ${c.reason}`);
    super(`The backend at ${report.target} fails ${report.failures.length} contract check(s):\n${failures.join('\n')}`);
    this.name = 'ContractAssertionError';
    this.report = report;
  }
}

/**
 * Throws a `ContractAssertionError` listing all failed checks when the report has any; else returns. Any test
 * runner shows it as a failed assertion.
 * @example
 * it('meets the backend contract', async () => {
 *   assertBackendContract(await checkBackendContract({ baseURL, credentials }));
 * });
 */
export function assertBackendContract(report: ContractReport): void {
  if (!report.ok) throw new ContractAssertionError(report);
}
