/** @backoffice/console-core/conformance: checks that a server (or a backend adapter) meets the backend contract. */
export type * from './types';
export { checkBackendContract } from './conformance';
export { CONTRACT_CHECKS } from './checks';
export { ContractAssertionError, assertBackendContract, formatContractReport } from './report';
export { dictProblems, menuTreeProblems, operateListProblems, pageProblems, userInfoProblems } from './shapes';
