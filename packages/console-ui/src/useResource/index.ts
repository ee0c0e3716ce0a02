export { useResource, type LoadedResource } from './useResource';
