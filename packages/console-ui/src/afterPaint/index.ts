export { afterFirstContentfulPaint, afterPaint, painted, useAfterFirstContentfulPaint, useAfterPaint } from './afterPaint';
