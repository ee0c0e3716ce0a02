export { afterFirstContentfulPaint, afterPaint, useAfterFirstContentfulPaint, useAfterPaint } from './afterPaint';
