export { saveBlob } from './saveBlob';
