// The entry of the gate script that build/prerender-login writes into index.html's <head> (a classic script).
import { gateMain } from './gate';

gateMain();
