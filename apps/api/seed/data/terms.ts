/** The terms and conditions served at /mark/terms_and_conditions.md (markdown, Spanish). */
export const termsAndConditions = `# Términos y condiciones

_Última actualización: 1 de enero de 2025_

Bienvenido a **Plaza**, el mercado en línea donde tiendas independientes de toda Cuba ofrecen sus productos. Estos términos regulan el uso del sitio por compradores y vendedores. Léelos con atención: al crear una cuenta, realizar un pedido o solicitar una tienda, los aceptas.

## 1. Definiciones

- **Plaza:** la plataforma y el equipo que la gestiona.
- **Tienda o vendedor:** la persona o negocio que publica productos en Plaza.
- **Comprador o cliente:** la persona que se registra para comprar.
- **Pedido:** la solicitud de compra que un comprador hace a una tienda.

## 2. Papel de Plaza

Plaza pone en contacto a compradores y tiendas. **Cada tienda es la vendedora** de sus productos y responde de su descripción, precio, existencias, entrega y garantía. Plaza no es parte del contrato de compraventa, pero vela por que las tiendas cumplan estas condiciones y puede retirar a las que no lo hagan.

## 3. Cuentas de usuario

1. Para comprar necesitas una cuenta activada mediante el enlace que enviamos a tu correo.
2. Los datos que nos das deben ser verdaderos y estar actualizados.
3. Eres responsable de guardar tu contraseña en secreto. Si sospechas un uso indebido, cámbiala y avísanos.
4. Podemos suspender cuentas que se usen para fraudes, abusos o para publicar contenido ilegal.

## 4. Precios, monedas y ofertas

- Cada producto indica su precio y su moneda (por ejemplo CUP, USD, EUR o MLC).
- Las **ofertas especiales** solo son válidas entre las fechas que se muestran.
- Los productos **al por mayor** tienen una cantidad mínima de compra y un precio por unidad según la cantidad.
- Los **cupones de descuento** los emite cada tienda; pueden aplicarse a toda la tienda o solo a algunos productos y tienen fecha de caducidad.

## 5. Pedidos y pagos

1. Puedes tener un carrito por tienda; cada pedido se hace a una sola tienda.
2. Al confirmar el pedido eliges uno de los métodos de pago que ofrece la tienda: transferencia bancaria, efectivo al recibir o **WhatsApp**, en cuyo caso recibirás un enlace para acordar el pago directamente con el vendedor.
3. El pedido queda _pendiente de pago_ hasta que la tienda confirme el cobro. La tienda puede cancelar pedidos que no se paguen en un plazo razonable.
4. Algunos productos, como tartas o muebles por encargo, necesitan una **fecha de entrega** que respete la antelación mínima indicada.

## 6. Entregas, devoluciones y reclamaciones

Cada tienda informa de sus zonas y plazos de entrega. Si un producto llega dañado o no corresponde con la descripción, contacta primero con la tienda. Si no llegáis a un acuerdo en 7 días, escríbenos a [soporte@plaza.local](mailto:soporte@plaza.local) y mediaremos entre las partes.

## 7. Reseñas

Las reseñas deben reflejar una experiencia real con el producto. No se permiten insultos, datos personales de terceros, publicidad ni contenido engañoso. Podemos retirar las reseñas que incumplan estas normas.

## 8. Programa de referidos

Los clientes que activen el sistema de referidos pueden crear enlaces a productos que ofrezcan comisión. Cuando alguien compra a través de tu enlace, registramos una comisión calculada sobre lo que realmente se pagó. Está prohibido generar compras ficticias; las comisiones obtenidas así se anularán.

## 9. Vendedores

- Para vender hay que solicitar un plan (mensual o anual; el anual tiene un **5 % de descuento**). Revisamos cada solicitud en 2 o 3 días hábiles.
- Los cambios de plan se aplican en el siguiente ciclo de facturación. No hay permanencia: puedes cancelar cuando quieras.
- El vendedor garantiza que tiene derecho a vender lo que publica y que sus productos cumplen la legislación vigente.
- Está prohibido publicar artículos ilegales, falsificados, peligrosos o que infrinjan derechos de terceros.

## 10. Propiedad intelectual

La marca Plaza, el diseño del sitio y su código nos pertenecen. Las fotos y textos de los productos pertenecen a cada tienda, que nos autoriza a mostrarlos en la plataforma.

## 11. Responsabilidad

Plaza se esfuerza por mantener el servicio disponible y seguro, pero no garantiza que funcione sin interrupciones. No respondemos de los daños derivados de la relación entre comprador y tienda, salvo cuando la ley disponga lo contrario.

## 12. Cambios en estos términos

Podemos modificar estos términos. Publicaremos la nueva versión en esta página y, si el cambio es importante, te avisaremos por correo electrónico con antelación.

## 13. Contacto

Si tienes dudas sobre estos términos, escríbenos a [soporte@plaza.local](mailto:soporte@plaza.local). Puedes conocer más sobre los derechos de los consumidores en el [portal de consumo de la Unión Europea](https://europa.eu/youreurope/citizens/consumers/index_es.htm), una referencia útil para compras a distancia.

Consulta también nuestra [Política de privacidad](/privacy-policy).
`;
