import { auditEveryScreen } from './a11y-audit';
import { PHONE } from './harness';

// The accessibility gate on a phone (a11y-audit.ts says what it audits); the desktop's is its own file.
auditEveryScreen('a phone (360 px)', PHONE);
