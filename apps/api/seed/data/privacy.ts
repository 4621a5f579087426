/** The privacy policy served at /mark/privacy.md (markdown, Spanish). */
export const privacyPolicy = `# Política de privacidad

_Última actualización: 1 de enero de 2025_

En **Plaza** respetamos tu privacidad. Esta política explica qué datos personales recogemos cuando usas nuestro mercado en línea, para qué los usamos, con quién los compartimos y qué derechos tienes sobre ellos. Al crear una cuenta o realizar un pedido aceptas el tratamiento descrito aquí.

## 1. Quién es el responsable

Plaza es una plataforma que conecta a compradores con tiendas independientes de toda Cuba. Plaza es responsable de los datos de tu cuenta; cada tienda es responsable de los datos que necesita para preparar y entregar tus pedidos.

Para cualquier consulta sobre privacidad puedes escribirnos a [privacidad@plaza.local](mailto:privacidad@plaza.local).

## 2. Qué datos recogemos

### 2.1 Datos que nos das

- **Datos de la cuenta:** nombre, apellidos, correo electrónico, teléfono (opcional) y contraseña. La contraseña se guarda cifrada con un algoritmo de un solo sentido; nadie en Plaza puede leerla.
- **Imagen de perfil:** si decides subirla.
- **Pedidos:** los productos, cantidades, fechas de entrega, método de pago elegido y cupones aplicados.
- **Reseñas:** la calificación y el comentario que publiques sobre un producto, junto con tu nombre.
- **Solicitudes de vendedor:** los datos personales y de la tienda que envíes al solicitar un plan.

### 2.2 Datos que se generan al usar Plaza

- Una cookie de sesión, imprescindible para mantenerte conectado.
- Una cookie que indica si activaste el sistema de referidos.
- Una cookie que recuerda durante un año las cuentas con las que iniciaste sesión en ese navegador, para que quien pruebe contraseñas desde tu misma red no pueda impedirte entrar. Solo contiene tu correo y un código aleatorio firmado.
- Registros técnicos (fecha, dirección IP y página solicitada) que conservamos durante un tiempo limitado para proteger el servicio frente a abusos.

No usamos cookies publicitarias ni vendemos tus datos a terceros.

## 3. Para qué usamos tus datos

1. Crear y mantener tu cuenta, y verificar tu correo electrónico.
2. Gestionar tus pedidos y permitir que la tienda se ponga en contacto contigo.
3. Mostrar tus reseñas a otros compradores.
4. Calcular y registrar las comisiones de tus enlaces de referido.
5. Enviarte mensajes necesarios sobre tu cuenta (activación, recuperación de contraseña, cambios en estas condiciones).
6. Prevenir fraudes y mantener la seguridad de la plataforma.

## 4. Con quién compartimos tus datos

- **Con la tienda a la que compras:** tu nombre, correo, teléfono y el detalle del pedido, solo para preparar y entregar tu compra. Si eliges pagar por **WhatsApp**, la conversación con el vendedor se rige además por las condiciones de ese servicio.
- **Con proveedores técnicos:** alojamiento y envío de correo electrónico, que tratan los datos siguiendo nuestras instrucciones.
- **Con las autoridades:** cuando una ley nos obligue a hacerlo.

## 5. Cuánto tiempo conservamos los datos

Conservamos los datos de tu cuenta mientras esté activa. Los pedidos se conservan el tiempo que exijan las obligaciones contables de las tiendas. Si eliminas tu cuenta, borraremos o anonimizaremos tus datos en un plazo máximo de 30 días, salvo los que debamos conservar por ley.

## 6. Tus derechos

Puedes, en cualquier momento:

- **Acceder** a tus datos y descargar una copia.
- **Rectificar** tu nombre, apellidos y teléfono desde tu perfil.
- **Suprimir** tu cuenta y tus reseñas.
- **Oponerte** a un tratamiento concreto o pedir que lo limitemos.

Para ejercer estos derechos escríbenos a [privacidad@plaza.local](mailto:privacidad@plaza.local) desde el correo asociado a tu cuenta. Responderemos en un plazo de 15 días hábiles.

## 7. Seguridad

Usamos conexiones cifradas, contraseñas cifradas y sesiones que caducan. Ningún sistema es completamente invulnerable: si detectamos un incidente que afecte a tus datos, te avisaremos sin demora.

## 8. Menores de edad

Plaza no está dirigida a menores de 16 años. Si crees que un menor nos ha dado sus datos, contáctanos y los eliminaremos.

## 9. Cambios en esta política

Podemos actualizar esta política para reflejar cambios en el servicio o en la ley. Publicaremos la nueva versión en esta página y, si el cambio es importante, te lo comunicaremos por correo electrónico.

Para saber más sobre buenas prácticas de protección de datos puedes consultar la [guía de la Agencia Española de Protección de Datos](https://www.aepd.es/guias-y-herramientas/guias).

Consulta también nuestros [Términos y condiciones](/terms-and-conditions).
`;
