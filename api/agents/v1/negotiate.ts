// Routing Middleware: page or markdown twin, for Accept headers the routing
// table cannot decide alone (see src/functions/negotiate-handler.ts).
import { negotiateHandler } from '../../../src/functions/negotiate-handler.ts';

export { negotiateHandler as GET, negotiateHandler as HEAD };
