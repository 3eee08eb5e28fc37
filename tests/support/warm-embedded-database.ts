// Setup file of the PGlite integration project: see warmEmbeddedDatabase.
import { warmEmbeddedDatabase } from './test-database';

await warmEmbeddedDatabase();
