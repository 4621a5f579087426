import { translator, type Leaves } from './es';

/**
 * Words of commission payouts (issue 42) that the seller panel, the operator console, the
 * referrer's profile and the server's CSV statement all write: the payout methods and the
 * statement's columns and entries. Small on purpose: each area's chunk carries it.
 */
export const esPayouts = {
  methods: {
    transfer: 'Transferencia bancaria',
    transfermovil: 'Transfermóvil',
    enzona: 'EnZona',
    cash: 'Efectivo',
  },
  statement: {
    file: 'estado-de-cuenta-referidos',
    date: 'Fecha',
    store: 'Tienda',
    referrer: 'Referido',
    email: 'Correo',
    currency: 'Moneda',
    entry: 'Concepto',
    order: 'Pedido',
    method: 'Método',
    reference: 'Referencia',
    amount: 'Importe',
    balance: 'Saldo',
    opening: 'Saldo inicial',
    booked: 'Comisión ganada',
    reversed: 'Comisión anulada (pedido cancelado)',
    payout: 'Pago al referido',
    closing: 'Saldo final',
  },
} as const;

export type PayoutsMessageKey = Leaves<typeof esPayouts>;
export const tpay = translator(esPayouts);
