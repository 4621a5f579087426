import { tp } from '@plaza/domain/messages/es-panel';

// Placeholder of the panel's shell: its helper branch replaces it with the real screen.
export function PaymentMethodsPage() {
  return <h1 className="text-xl font-bold">{tp('shell.paymentMethods')}</h1>;
}
