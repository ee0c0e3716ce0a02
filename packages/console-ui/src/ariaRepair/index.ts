export { repairArcoAria } from './repairArcoAria';
