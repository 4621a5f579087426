import { tp } from '@plaza/domain/messages/es-panel';

// Placeholder of the panel's shell: its helper branch replaces it with the real screen.
export function StoreProfilePage() {
  return <h1 className="text-xl font-bold">{tp('shell.store')}</h1>;
}
