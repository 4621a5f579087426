/**
 * What a shopper types and what the search must show for it, over the demo catalogue
 * (seed/data/stores.ts): each expected product must be among the first 10 products of the first
 * page, each expected store in the stores section. Names are exact product and store names; a
 * name that two stores sell (Arroz 1 kg) is found when either appears.
 *
 * Hidden demo products (Bicicleta de montaña rodado 26, Pelota inflable de colores, Cepillo
 * quitapelos para mascotas, Premios para perros) are never expected: they cannot be bought.
 */
export type RelevanceCase = {
  query: string;
  /** What the query exercises, for the report. */
  kind: 'accent' | 'plural' | 'typo' | 'prefix' | 'multi-word' | 'store' | 'category' | 'tag' | 'word' | 'synonym';
  products?: readonly string[];
  stores?: readonly string[];
};

export const RELEVANCE_SET: readonly RelevanceCase[] = [
  // Accents and case: typed without them, found with them.
  {
    query: 'cafe',
    kind: 'accent',
    products: ['Café Serrano molido 250 g', 'Café Cubita molido 500 g', 'Café Turquino en grano 1 kg', 'Café Hola mezclado 115 g'],
    stores: ['Sabores de Cuba'],
  },
  { query: 'CAFÉ CUBITA', kind: 'accent', products: ['Café Cubita molido 500 g'] },
  {
    query: 'telefono',
    kind: 'accent',
    products: [
      'Teléfono Samsung Galaxy A15 128 GB',
      'Teléfono Samsung Galaxy A25 5G 256 GB',
      'Teléfono Xiaomi Redmi Note 13 256 GB',
      'Teléfono Xiaomi Redmi 13C 128 GB',
      'Teléfono Motorola Moto G54 256 GB',
      'Teléfono básico Nokia 105 con radio FM',
    ],
    stores: ['TecnoCuba'],
  },
  { query: 'audifonos', kind: 'accent', products: ['Audífonos inalámbricos Xiaomi Redmi Buds 5', 'Audífonos de diadema JBL Tune 520BT'] },
  { query: 'jabon', kind: 'accent', products: ['Jabón de glicerina natural con miel', 'Jabón de tocador Nácar, paquete de 3', 'Jabón líquido para manos 500 ml', 'Jabón de lavar, caja de 48 barras', 'Jabón de tocador, caja de 72 unidades'] },
  { query: 'azucar', kind: 'accent', products: ['Azúcar blanca refino 1 kg'] },
  { query: 'biberon', kind: 'accent', products: ['Biberón anticólicos de 260 ml'] },
  { query: 'champu', kind: 'accent', products: ['Champú de sábila 400 ml', 'Champú familiar de 1 litro', 'Champú antipulgas para perros 250 ml'] },
  { query: 'pulover', kind: 'accent', products: ['Pulóver de algodón unisex', 'Pulóver estampado con motivos cubanos', 'Pulóver personalizado con foto'] },
  { query: 'panales', kind: 'accent', products: ['Pañales desechables talla M, paquete de 40', 'Pañales desechables talla G, paquete de 36'] },
  { query: 'muñeca', kind: 'accent', products: ['Muñeca de trapo hecha a mano'] },
  { query: 'camara', kind: 'accent', products: ['Cámara de seguridad Wi-Fi Xiaomi 360°', 'Cámara deportiva 4K resistente al agua', 'Cámara instantánea Fujifilm Instax Mini 12', 'Cámara para neumático de moto 3.00-18'] },

  // Singular, plural and other word forms.
  { query: 'zapato', kind: 'plural', products: ['Zapatos deportivos de mujer', 'Zapatos de vestir de hombre en piel', 'Zapatos de niño con velcro', 'Zapatos de niña con luces', 'Zapatos para correr ultraligeros'] },
  { query: 'teléfonos xiaomi', kind: 'plural', products: ['Teléfono Xiaomi Redmi Note 13 256 GB', 'Teléfono Xiaomi Redmi 13C 128 GB'] },
  { query: 'guayaberas', kind: 'plural', products: ['Guayabera de lino blanca de manga larga', 'Guayabera de manga corta azul cielo'] },
  { query: 'refrigeradores', kind: 'plural', products: ['Refrigerador Milexus 7 pies', 'Refrigerador Haier de dos puertas 9 pies'] },
  { query: 'laptops', kind: 'plural', products: ['Laptop Lenovo IdeaPad 3 Core i5 8 GB', 'Laptop HP 15 Ryzen 5 16 GB'] },
  { query: 'cervezas', kind: 'plural', products: ['Cerveza Cristal, caja de 24 latas', 'Cerveza Bucanero, caja de 24 latas'] },
  { query: 'pañal', kind: 'plural', products: ['Pañales desechables talla M, paquete de 40', 'Pañales desechables talla G, paquete de 36', 'Crema para rozaduras de pañal'] },
  { query: 'vestidos', kind: 'plural', products: ['Vestido de verano floral', 'Vestido de noche largo', 'Vestido de niña con lazo'] },
  { query: 'boda', kind: 'plural', products: ['Cake de boda de tres pisos', 'Servicio de catering para bodas de 50 personas'] },
  { query: 'perfumes', kind: 'plural', products: ['Perfume de mujer floral 100 ml', 'Perfume de hombre amaderado 100 ml'], stores: ['Belleza Natural'] },

  // One typo in a word of five letters or more.
  { query: 'telefomo', kind: 'typo', products: ['Teléfono Samsung Galaxy A15 128 GB', 'Teléfono Xiaomi Redmi Note 13 256 GB', 'Teléfono básico Nokia 105 con radio FM'] },
  { query: 'refrigerdor', kind: 'typo', products: ['Refrigerador Milexus 7 pies', 'Refrigerador Haier de dos puertas 9 pies'] },
  { query: 'camiseat', kind: 'typo', products: ['Camiseta de tirantes de hombre'] },
  { query: 'licuadroa', kind: 'typo', products: ['Licuadora Oster de 10 velocidades'] },
  { query: 'guayavera', kind: 'typo', products: ['Guayabera de lino blanca de manga larga', 'Guayabera de manga corta azul cielo'] },
  { query: 'cervesa', kind: 'typo', products: ['Cerveza Cristal, caja de 24 latas', 'Cerveza Bucanero, caja de 24 latas'] },
  { query: 'mantequiya', kind: 'typo', products: ['Mantequilla 250 g'] },
  { query: 'bicicelta', kind: 'typo', products: ['Bicicleta eléctrica plegable'] },
  { query: 'queso gouda', kind: 'word', products: ['Queso gouda 1 kg'] },
  { query: 'qeuso', kind: 'typo', products: ['Queso gouda 1 kg'] },
  { query: 'arroz', kind: 'word', products: ['Arroz 1 kg'] },
  { query: 'ventilador recarjable', kind: 'typo', products: ['Ventilador recargable de 12 pulgadas'] },
  { query: 'telefomo samsumg', kind: 'typo', products: ['Teléfono Samsung Galaxy A15 128 GB', 'Teléfono Samsung Galaxy A25 5G 256 GB'] },

  // Prefixes, while typing.
  { query: 'refri', kind: 'prefix', products: ['Refrigerador Milexus 7 pies', 'Refrigerador Haier de dos puertas 9 pies'] },
  { query: 'bici', kind: 'prefix', products: ['Bicicleta eléctrica plegable'] },
  { query: 'televi', kind: 'prefix', products: ['Televisor Smart TV Samsung 43 pulgadas 4K', 'Televisor Smart TV TCL 32 pulgadas'] },
  { query: 'guaya', kind: 'prefix', products: ['Guayabera de lino blanca de manga larga', 'Guayabera de manga corta azul cielo'] },
  { query: 'licua', kind: 'prefix', products: ['Licuadora Oster de 10 velocidades'] },
  { query: 'olla de pre', kind: 'prefix', products: ['Olla de presión eléctrica Royal 6 litros'] },
  { query: 'mayori', kind: 'prefix', stores: ['Mayorista El Ahorro'] },

  // Several words: the product that has them all.
  { query: 'telefono samsung', kind: 'multi-word', products: ['Teléfono Samsung Galaxy A15 128 GB', 'Teléfono Samsung Galaxy A25 5G 256 GB'] },
  { query: 'zapatos niña', kind: 'multi-word', products: ['Zapatos de niña con luces'] },
  { query: 'aceite de cocina', kind: 'multi-word', products: ['Aceite de girasol 1 litro', 'Aceite de soya 1 litro'] },
  { query: 'aceite motor', kind: 'multi-word', products: ['Aceite de motor 20W-50, 4 litros'] },
  { query: 'pienso perro', kind: 'multi-word', products: ['Pienso para perros adultos 15 kg', 'Pienso para cachorros 3 kg'] },
  { query: 'ron añejo', kind: 'multi-word', products: ['Ron Havana Club Añejo 7 años 700 ml', 'Ron Santiago de Cuba Añejo 11 años'] },
  { query: 'ron anejo', kind: 'multi-word', products: ['Ron Havana Club Añejo 7 años 700 ml', 'Ron Santiago de Cuba Añejo 11 años'] },
  { query: 'leche en polvo', kind: 'multi-word', products: ['Leche en polvo entera 1 kg', 'Leche en polvo, saco de 25 kg'] },
  { query: 'frijoles negros', kind: 'multi-word', products: ['Frijoles negros 1 kg', 'Frijoles negros, saco de 25 kg'] },
  { query: 'casco moto', kind: 'multi-word', products: ['Casco integral para moto certificado', 'Casco abierto para moto eléctrica'] },
  { query: 'bateria moto electrica', kind: 'multi-word', products: ['Batería de litio para moto eléctrica 60 V 20 Ah'] },
  { query: 'cake de chocolate', kind: 'multi-word', products: ['Cake de cumpleaños de chocolate para 20 personas'] },
  { query: 'comida para gatos', kind: 'multi-word', products: ['Comida para gatos sabor pescado 1,5 kg'] },
  { query: 'papel higienico', kind: 'multi-word', products: ['Papel higiénico, paquete de 48 rollos'] },
  { query: 'jose marti', kind: 'multi-word', products: ['Versos sencillos, de José Martí', 'La Edad de Oro, de José Martí, edición ilustrada'] },
  { query: 'sillon de caoba', kind: 'multi-word', products: ['Sillón de caoba tallado a mano'] },
  { query: 'tanque de agua', kind: 'multi-word', products: ['Tanque de agua plástico de 500 litros'] },
  { query: 'protector solar', kind: 'multi-word', products: ['Protector solar FPS 50, 200 ml'] },
  { query: 'tv samsung', kind: 'multi-word', products: ['Televisor Smart TV Samsung 43 pulgadas 4K'] },
  { query: 'calculadora cientifica', kind: 'multi-word', products: ['Calculadora científica Casio fx-82'] },
  { query: 'cargador celular', kind: 'multi-word', products: ['Cargador de celular para auto con doble USB'] },
  { query: 'maquina de afeitar', kind: 'multi-word', products: ['Máquina de afeitar recargable', 'Cuchillas de afeitar desechables, paquete de 10'] },
  { query: 'cepillo dental', kind: 'multi-word', products: ['Cepillo de dientes eléctrico', 'Pasta dental con flúor 100 ml'] },
  { query: 'bicicleta electrica', kind: 'multi-word', products: ['Bicicleta eléctrica plegable'] },
  { query: 'pantalon de mezclilla', kind: 'multi-word', products: ['Pantalón vaquero de mujer de tiro alto', 'Pantalón vaquero de hombre de corte recto'] },
  { query: 'arroz frijoles', kind: 'multi-word', products: ['Arroz 1 kg', 'Frijoles negros 1 kg'] },

  // Store names and what stores say about themselves.
  { query: 'tecnocuba', kind: 'store', stores: ['TecnoCuba'] },
  { query: 'mayorista', kind: 'store', stores: ['Mayorista El Ahorro'] },
  { query: 'muebles guama', kind: 'store', stores: ['Muebles Guamá'] },
  { query: 'dulceria', kind: 'store', stores: ['Dulcería La Esperanza'] },
  { query: 'flor de mayo', kind: 'store', stores: ['Regalos Flor de Mayo'] },
  { query: 'el mecanico', kind: 'store', stores: ['AutoPiezas El Mecánico'] },
  { query: 'libreria', kind: 'store', stores: ['Librería Papiro'] },
  { query: 'sabores de cuba', kind: 'store', stores: ['Sabores de Cuba'] },
  { query: 'santa clara', kind: 'store', stores: ['Sabores de Cuba'] },
  { query: 'apagones', kind: 'store', stores: ['TecnoCuba'], products: ['Inversor de corriente de 1000 W con batería'] },
  { query: 'al por mayor', kind: 'store', stores: ['Mayorista El Ahorro'] },

  // Category names (kept in each product's keywords).
  { query: 'ferreteria', kind: 'category', stores: ['Ferretería El Tornillo'] },
  { query: 'mascotas', kind: 'category', stores: ['Mascotas Felices'] },
  { query: 'autos', kind: 'category', stores: ['AutoPiezas El Mecánico'] },
  { query: 'hogar', kind: 'category', stores: ['El Rincón del Hogar'] },
  { query: 'bebes', kind: 'category', stores: ['Mundo Bebé'], products: ['Silla de comer para bebé', 'Bañera plegable para bebé'] },
  { query: 'regalos', kind: 'category', stores: ['Regalos Flor de Mayo'] },

  // Tag names.
  { query: 'cumpleaños', kind: 'tag', products: ['Cake de cumpleaños de chocolate para 20 personas', 'Buffet de cumpleaños para 20 personas', 'Piñata de cumpleaños infantil', 'Velas de cumpleaños con números', 'Globos metalizados de cumpleaños, set de 10', 'Guirnalda de Feliz Cumpleaños'] },
  { query: 'cumpleanos', kind: 'tag', products: ['Piñata de cumpleaños infantil', 'Velas de cumpleaños con números'] },
  { query: 'plomeria', kind: 'tag', products: ['Tubo PVC de 1/2 pulgada, 3 metros', 'Llave de paso de bronce de 1/2 pulgada', 'Pila monomando para fregadero', 'Tanque de agua plástico de 500 litros', 'Bomba de agua de 1/2 HP'] },
  { query: 'juguetes', kind: 'tag', products: ['Carrito de juguete a control remoto', 'Muñeca de trapo hecha a mano', 'Rompecabezas infantil de 48 piezas'] },
  { query: 'electrodomesticos', kind: 'tag', stores: ['El Rincón del Hogar'] },
  { query: 'dormitorio', kind: 'tag', products: ['Juego de sábanas de algodón matrimonial', 'Escaparate de dos puertas', 'Mosquitero para cama personal'] },
  { query: 'bebidas', kind: 'tag', products: ['Ron Havana Club Añejo 7 años 700 ml', 'Malta Bucanero, pack de 6', 'Jugo de mango 1 litro'], stores: ['Sabores de Cuba'] },
  { query: 'hecho en cuba', kind: 'tag', products: ['Sombrero de yarey tejido a mano', 'Abanico de tela pintado a mano'] },
  { query: 'escolar', kind: 'tag', products: ['Mochila escolar de niño con ruedas', 'Libretas escolares, paquete de 5', 'Estuche escolar de tres cierres'] },
  { query: 'calzado', kind: 'tag', products: ['Chancletas de playa unisex', 'Botas de trabajo de cuero'], stores: ['Moda Caribe'] },

  // What Cubans call it, where the catalogue says otherwise.
  { query: 'celular', kind: 'synonym', products: ['Teléfono Samsung Galaxy A15 128 GB', 'Teléfono Xiaomi Redmi 13C 128 GB', 'Cargador de celular para auto con doble USB'] },
  { query: 'celular samsung', kind: 'synonym', products: ['Teléfono Samsung Galaxy A15 128 GB', 'Teléfono Samsung Galaxy A25 5G 256 GB'] },
  { query: 'nevera', kind: 'synonym', products: ['Refrigerador Milexus 7 pies', 'Refrigerador Haier de dos puertas 9 pies'] },
  { query: 'pitusa', kind: 'synonym', products: ['Pantalón vaquero de mujer de tiro alto', 'Pantalón vaquero de hombre de corte recto'] },
  { query: 'computadora', kind: 'synonym', products: ['Laptop Lenovo IdeaPad 3 Core i5 8 GB', 'Laptop HP 15 Ryzen 5 16 GB'] },
  { query: 'camisetas', kind: 'synonym', products: ['Camiseta de tirantes de hombre', 'Pulóver de algodón unisex'] },

  // Plain words a shopper types.
  { query: 'pollo', kind: 'word', products: ['Muslos de pollo congelados 2 kg', 'Picadillo de pollo 1 kg', 'Salchichas de pollo, paquete de 10'] },
  { query: 'cama', kind: 'word', products: ['Cama matrimonial de cedro con cabecera tallada', 'Cama acolchada para perro mediano', 'Mosquitero para cama personal'] },
  { query: 'inversor', kind: 'word', products: ['Inversor de corriente de 1000 W con batería'] },
  { query: 'taladro', kind: 'word', products: ['Taladro percutor de 600 W con maletín'] },
  { query: 'croquetas', kind: 'word', products: ['Croquetas de jamón, bandeja de 50'] },
  { query: 'colchoneta yoga', kind: 'multi-word', products: ['Colchoneta de yoga antideslizante'] },
  { query: 'caoba', kind: 'tag', products: ['Sillón de caoba tallado a mano', 'Juego de sala de caoba, sofá y dos butacas'] },
];
