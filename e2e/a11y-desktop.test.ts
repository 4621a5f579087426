import { auditEveryScreen } from './a11y-audit';
import { DESKTOP } from './harness';

// The accessibility gate on a desktop (a11y-audit.ts says what it audits); the phone's is its own file.
auditEveryScreen('a desktop (1280 px)', DESKTOP);
