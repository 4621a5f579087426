import type { ArtKind } from '../art';
import type { CategorySlug } from '../reference';

export type Noun = {
  noun: string;
  /** The kind of thing it is: generated products named after it show pictures of this kind (../art). */
  art: ArtKind;
  /** Price range in US dollars, converted to the product's currency. */
  usd: readonly [number, number];
  /** Endings that make sense for this noun: sizes, capacities, models. */
  variants: readonly string[];
  /** Brands that make this kind of product, when the category's list would be wrong. */
  brands?: readonly string[];
  /** Needs a delivery date (cakes, flowers, furniture). */
  madeToOrder?: boolean;
};

export type CategoryVocabulary = {
  nouns: readonly Noun[];
  brands: readonly string[];
  /** Whether "color …" may end the name. */
  colors: boolean;
  features: readonly string[];
};

/** Words the generated catalogue combines into realistic product names, per category. */
export const VOCABULARY: Record<CategorySlug, CategoryVocabulary> = {
  electronica: {
    nouns: [
      { noun: 'Teléfono', art: 'phone', usd: [90, 650], variants: ['64 GB', '128 GB', '256 GB', '5G 256 GB', 'doble SIM'], brands: ['Samsung', 'Xiaomi', 'Motorola', 'Huawei', 'Realme', 'Infinix', 'Honor'] },
      { noun: 'Tableta', art: 'tablet', usd: [110, 480], variants: ['de 8 pulgadas', 'de 10 pulgadas', '64 GB', '128 GB'], brands: ['Samsung', 'Xiaomi', 'Lenovo', 'Huawei', 'Honor'] },
      { noun: 'Audífonos inalámbricos', art: 'earbuds', usd: [12, 140], variants: ['con cancelación de ruido', 'deportivos', 'de diadema', 'Pro'], brands: ['JBL', 'Sony', 'Xiaomi', 'Samsung', 'Anker', 'Huawei'] },
      { noun: 'Bocina Bluetooth', art: 'speaker', usd: [18, 220], variants: ['portátil', 'resistente al agua', 'con luces LED', 'de 20 W'], brands: ['JBL', 'Sony', 'Xiaomi', 'Anker'] },
      { noun: 'Cargador rápido', art: 'charger', usd: [7, 35], variants: ['USB-C de 20 W', 'USB-C de 33 W', 'de doble puerto', 'para auto'], brands: ['Samsung', 'Xiaomi', 'Anker', 'Huawei'] },
      { noun: 'Laptop', art: 'laptop', usd: [340, 1250], variants: ['Core i3 8 GB', 'Core i5 16 GB', 'Ryzen 5 16 GB', 'Ryzen 7 16 GB'], brands: ['Lenovo', 'HP', 'Dell', 'Asus', 'Acer'] },
      { noun: 'Televisor Smart TV', art: 'tv', usd: [170, 720], variants: ['de 32 pulgadas', 'de 43 pulgadas 4K', 'de 50 pulgadas 4K', 'de 55 pulgadas 4K'], brands: ['Samsung', 'LG', 'TCL', 'Hisense', 'Sony'] },
      { noun: 'Reloj inteligente', art: 'smartwatch', usd: [22, 260], variants: ['deportivo', 'con GPS', 'Lite', 'Pro'], brands: ['Xiaomi', 'Samsung', 'Huawei', 'Amazfit', 'Honor'] },
      { noun: 'Cámara digital', art: 'camera', usd: [70, 620], variants: ['compacta', 'de 24 MP', 'con zoom óptico', 'para vlogs'], brands: ['Sony', 'Canon', 'Nikon', 'Fujifilm'] },
      { noun: 'Memoria USB', art: 'usbStick', usd: [5, 25], variants: ['32 GB', '64 GB', '128 GB', '256 GB'], brands: ['Kingston', 'SanDisk', 'HP'] },
      { noun: 'Batería externa', art: 'powerBank', usd: [14, 65], variants: ['de 10000 mAh', 'de 20000 mAh', 'de 30000 mAh', 'con carga inalámbrica'], brands: ['Anker', 'Xiaomi', 'Baseus', 'Samsung'] },
      { noun: 'Router Wi-Fi', art: 'router', usd: [22, 130], variants: ['de doble banda', 'Wi-Fi 6', 'con cuatro antenas', 'mesh'], brands: ['TP-Link', 'Huawei', 'Xiaomi', 'Tenda'] },
      { noun: 'Inversor de corriente', art: 'powerStation', usd: [140, 650], variants: ['de 500 W', 'de 1000 W', 'de 2000 W', 'con batería de litio'], brands: ['EcoFlow', 'Growatt', 'Anker', 'Must'] },
      { noun: 'Ventilador recargable', art: 'deskFan', usd: [22, 75], variants: ['de 10 pulgadas', 'de 12 pulgadas', 'de 16 pulgadas', 'con luz LED'], brands: ['Sankey', 'Royal', 'Milexus', 'Premier'] },
    ],
    brands: ['Samsung', 'Xiaomi', 'Motorola', 'Huawei', 'Lenovo', 'HP', 'JBL', 'Sony', 'TCL', 'Kingston', 'Anker', 'Realme', 'Infinix', 'Honor'],
    colors: true,
    features: [
      'Equipo nuevo con garantía de la tienda',
      'Batería de larga duración',
      'Ideal para trabajar, estudiar y ver series',
      'Bajo consumo, perfecto para los apagones',
      'Incluye cargador y cable',
    ],
  },
  'ropa-y-calzado': {
    nouns: [
      { noun: 'Zapatos deportivos', art: 'sneaker', usd: [22, 75], variants: ['de mujer', 'de hombre', 'para niños', 'para correr'], brands: ['Adidas', 'Nike', 'Puma', 'Reebok', 'Skechers', 'Fila', 'Converse', 'Vans'] },
      { noun: 'Sandalias', art: 'sandal', usd: [8, 38], variants: ['de mujer', 'de hombre', 'con plataforma', 'de cuero'] },
      { noun: 'Camisa', art: 'shirt', usd: [10, 42], variants: ['de hombre', 'de mujer', 'de manga larga', 'de lino'] },
      { noun: 'Pulóver', art: 'tShirt', usd: [5, 22], variants: ['de algodón', 'estampado', 'deportivo', 'para niños'] },
      { noun: 'Vestido', art: 'dress', usd: [15, 75], variants: ['de verano', 'de noche', 'floral', 'para niña'] },
      { noun: 'Pantalón vaquero', art: 'jeans', usd: [18, 55], variants: ['de mujer', 'de hombre', 'de tiro alto', 'de corte recto'] },
      { noun: 'Short', art: 'shorts', usd: [8, 26], variants: ['de mezclilla', 'deportivo', 'de playa', 'cargo'] },
      { noun: 'Blusa', art: 'blouse', usd: [9, 32], variants: ['de tirantes', 'de encaje', 'de manga corta', 'de seda'] },
      { noun: 'Guayabera', art: 'guayabera', usd: [24, 65], variants: ['de manga larga', 'de manga corta', 'de lino', 'para niño'], brands: ['Moda Caribe', 'Guayaberas Habana', 'El Dandy'] },
      { noun: 'Gorra', art: 'cap', usd: [5, 20], variants: ['de béisbol', 'bordada', 'de visera plana', 'infantil'] },
      { noun: 'Mochila', art: 'backpack', usd: [14, 48], variants: ['escolar', 'urbana', 'para laptop', 'de viaje'] },
      { noun: 'Chancletas', art: 'flipFlops', usd: [3, 14], variants: ['de playa', 'de mujer', 'de hombre', 'para niños'] },
    ],
    brands: ['Adidas', 'Nike', 'Puma', 'Reebok', 'Zara', 'Mango', 'Converse', 'Vans', 'Skechers', 'Fila', 'Lacoste', 'Moda Caribe'],
    colors: true,
    features: ['Tejido fresco y transpirable', 'Disponible en varias tallas', 'Cómodo para todo el día', 'Cambios de talla en 7 días'],
  },
  hogar: {
    nouns: [
      { noun: 'Olla de presión', art: 'pressureCooker', usd: [25, 80], variants: ['de 4 litros', 'de 6 litros', 'eléctrica', 'de acero inoxidable'] },
      { noun: 'Sartén antiadherente', art: 'fryingPan', usd: [8, 35], variants: ['de 20 cm', 'de 24 cm', 'de 28 cm', 'con tapa'] },
      { noun: 'Licuadora', art: 'blender', usd: [20, 90], variants: ['de 5 velocidades', 'de 10 velocidades', 'con vaso de vidrio', 'personal'] },
      { noun: 'Cafetera', art: 'mokaPot', usd: [10, 60], variants: ['italiana de 3 tazas', 'italiana de 6 tazas', 'eléctrica', 'de goteo'] },
      { noun: 'Juego de sábanas', art: 'bedSheets', usd: [15, 45], variants: ['personal', 'matrimonial', 'de algodón', 'estampado'] },
      { noun: 'Ventilador de pie', art: 'standFan', usd: [25, 70], variants: ['de 16 pulgadas', 'de 18 pulgadas', 'con control remoto', 'silencioso'] },
      { noun: 'Lámpara de mesa', art: 'tableLamp', usd: [9, 40], variants: ['LED', 'de madera', 'recargable', 'de noche'] },
      { noun: 'Vajilla', art: 'dishes', usd: [25, 90], variants: ['de 12 piezas', 'de 16 piezas', 'de 20 piezas', 'de cerámica'] },
      { noun: 'Refrigerador', art: 'fridge', usd: [380, 900], variants: ['de 7 pies', 'de 9 pies', 'de dos puertas', 'de bajo consumo'], brands: ['Milexus', 'Haier', 'LG', 'Samsung'] },
      { noun: 'Freidora de aire', art: 'airFryer', usd: [45, 130], variants: ['de 3 litros', 'de 4 litros', 'de 6 litros', 'digital'] },
      { noun: 'Colchón', art: 'mattress', usd: [120, 420], variants: ['personal', 'matrimonial', 'ortopédico', 'de espuma'] },
      { noun: 'Mueble a medida', art: 'wardrobe', usd: [150, 900], variants: ['de cedro', 'de caoba', 'de pino', 'lacado'], madeToOrder: true },
    ],
    brands: ['Oster', 'Royal', 'Milexus', 'Haier', 'LG', 'Imusa', 'Tramontina', 'Hamilton Beach', 'Premier', 'Sankey', 'Black+Decker'],
    colors: true,
    features: ['Producto nuevo con garantía', 'Fácil de limpiar', 'Entrega a domicilio en la provincia', 'Ahorra tiempo y electricidad'],
  },
  'alimentos-y-bebidas': {
    nouns: [
      { noun: 'Café molido', art: 'coffee', usd: [3, 16], variants: ['250 g', '500 g', '1 kg', 'de tueste oscuro'], brands: ['Serrano', 'Cubita', 'Turquino', 'Hola', 'Arriero'] },
      { noun: 'Arroz', art: 'rice', usd: [1, 25], variants: ['1 kg', '5 kg', 'saco de 25 kg', 'de grano largo'] },
      { noun: 'Frijoles negros', art: 'blackBeans', usd: [1.5, 45], variants: ['1 kg', '5 kg', 'saco de 25 kg'] },
      { noun: 'Aceite vegetal', art: 'cookingOil', usd: [3, 40], variants: ['1 litro', '5 litros', 'caja de 12 litros'] },
      { noun: 'Leche en polvo', art: 'milkPowder', usd: [5, 180], variants: ['500 g', '1 kg', 'saco de 25 kg'], brands: ['Nestlé', 'La Estancia', 'Anchor'] },
      { noun: 'Pasta', art: 'spaghetti', usd: [0.8, 15], variants: ['espaguetis 500 g', 'coditos 500 g', 'caja de 20 paquetes'] },
      { noun: 'Cerveza', art: 'beer', usd: [18, 30], variants: ['caja de 24 latas', 'pack de 6 latas', 'caja de 12 botellas'], brands: ['Cristal', 'Bucanero', 'Parranda', 'Mayabe', 'Heineken'] },
      { noun: 'Ron añejo', art: 'rum', usd: [8, 45], variants: ['de 3 años', 'de 7 años', '700 ml', '1 litro'], brands: ['Havana Club', 'Santiago de Cuba', 'Caney', 'Mulata', 'Varadero'] },
      { noun: 'Refresco', art: 'sodaCans', usd: [3, 18], variants: ['de cola, pack de 6', 'de naranja, pack de 6', 'caja de 24 latas'], brands: ['Ciego Montero', 'Tukola', 'Cachito', 'Coca-Cola'] },
      { noun: 'Galletas', art: 'crackers', usd: [1.5, 15], variants: ['de soda', 'dulces', 'rellenas de chocolate', 'caja de 24 paquetes'] },
      { noun: 'Cake de cumpleaños', art: 'cake', usd: [12, 90], variants: ['para 10 personas', 'para 20 personas', 'de chocolate', 'de vainilla'], madeToOrder: true, brands: ['La Esperanza', 'Doña Delicias', 'Dulcería El Trópico'] },
      { noun: 'Mermelada', art: 'jam', usd: [2, 6], variants: ['de guayaba 500 g', 'de mango 500 g', 'de fresa 300 g'] },
    ],
    brands: ['Serrano', 'Cubita', 'La Estancia', 'Goya', 'Nestlé', 'Bucanero', 'Cristal', 'Havana Club', 'Ciego Montero', 'Doña Delicias', 'El Trópico'],
    colors: false,
    features: ['Producto fresco', 'Conservar en un lugar fresco y seco', 'Ideal para la familia', 'Precio especial por cantidad'],
  },
  'belleza-y-cuidado-personal': {
    nouns: [
      { noun: 'Jabón', art: 'soapBar', usd: [1.5, 8], variants: ['de glicerina', 'de tocador, paquete de 3', 'líquido 500 ml', 'artesanal'] },
      { noun: 'Champú', art: 'shampoo', usd: [3, 15], variants: ['de sábila 400 ml', 'anticaspa 400 ml', 'de coco 1 litro', 'para niños'] },
      { noun: 'Crema hidratante', art: 'creamJar', usd: [5, 30], variants: ['facial', 'corporal', 'de manos', 'con protector solar'] },
      { noun: 'Perfume', art: 'perfume', usd: [20, 90], variants: ['de mujer 100 ml', 'de hombre 100 ml', 'unisex 50 ml', 'floral 50 ml'], brands: ['Suchel', 'Carolina Herrera', 'Hugo Boss', 'Calvin Klein'] },
      { noun: 'Desodorante', art: 'deodorant', usd: [2.5, 8], variants: ['en barra', 'en aerosol', 'roll-on', 'sin alcohol'] },
      { noun: 'Labial', art: 'lipstick', usd: [4, 18], variants: ['mate', 'líquido', 'hidratante', 'de larga duración'] },
      { noun: 'Secador de pelo', art: 'hairDryer', usd: [18, 60], variants: ['de 1800 W', 'de 2000 W', 'plegable', 'iónico'] },
      { noun: 'Protector solar', art: 'sunscreen', usd: [8, 25], variants: ['FPS 30', 'FPS 50', 'para niños', 'resistente al agua'] },
      { noun: 'Pasta dental', art: 'toothpaste', usd: [1.5, 6], variants: ['con flúor', 'blanqueadora', 'para encías sensibles', 'infantil'] },
      { noun: 'Tinte para el cabello', art: 'hairDye', usd: [4, 14], variants: ['castaño', 'negro', 'rubio', 'caoba'] },
    ],
    brands: ['Nácar', 'Nivea', 'Dove', 'Palmolive', 'Colgate', "L'Oréal", 'Garnier', 'Maybelline', 'Belleza Natural', 'Suchel'],
    colors: false,
    features: ['Apto para todo tipo de piel', 'No testado en animales', 'Producto original y sellado', 'Con ingredientes naturales'],
  },
  'bebes-y-ninos': {
    nouns: [
      { noun: 'Pañales desechables', art: 'diapers', usd: [10, 20], variants: ['talla P', 'talla M', 'talla G', 'talla XG'], brands: ['Pampers', 'Huggies', 'Baby Joy'] },
      { noun: 'Biberón', art: 'babyBottle', usd: [4, 15], variants: ['de 150 ml', 'de 260 ml', 'anticólicos', 'de vidrio'], brands: ['Avent', 'Chicco', 'NUK'] },
      { noun: 'Coche de paseo', art: 'stroller', usd: [90, 300], variants: ['plegable', 'ligero', 'con portabebé', 'de tres ruedas'], brands: ['Chicco', 'Infanti', 'Graco'] },
      { noun: 'Conjunto de ropa', art: 'kidsOutfit', usd: [10, 28], variants: ['de niño', 'de niña', 'para bebé', 'de algodón'] },
      { noun: 'Juguete', art: 'blocks', usd: [5, 60], variants: ['educativo', 'a control remoto', 'musical', 'de construcción'], brands: ['Fisher-Price', 'Lego', 'Mattel', 'Hot Wheels'] },
      { noun: 'Muñeca', art: 'doll', usd: [8, 40], variants: ['de trapo', 'con accesorios', 'que habla', 'bebé'], brands: ['Mattel', 'Barbie', 'Mundo Bebé', 'Artesanía Santiago'] },
      { noun: 'Rompecabezas', art: 'puzzle', usd: [4, 18], variants: ['de 24 piezas', 'de 48 piezas', 'de 100 piezas', 'de madera'], brands: ['Ravensburger', 'Fisher-Price', 'Mundo Bebé'] },
      { noun: 'Zapatos', art: 'kidsShoe', usd: [12, 30], variants: ['de niño', 'de niña', 'con luces', 'de primeros pasos'], brands: ['Chicco', 'Infanti', 'Bubble Gummers', 'Pablosky'] },
      { noun: 'Silla de comer', art: 'highChair', usd: [40, 110], variants: ['plegable', 'de madera', 'convertible', 'con bandeja'], brands: ['Chicco', 'Infanti', 'Graco'] },
      { noun: 'Toallitas húmedas', art: 'wipes', usd: [2, 6], variants: ['paquete de 80', 'paquete de 120', 'sin perfume'], brands: ['Pampers', 'Huggies', 'Baby Joy'] },
    ],
    brands: ['Pampers', 'Huggies', 'Chicco', 'Avent', 'Fisher-Price', 'Lego', 'Mattel', 'Infanti', 'Mundo Bebé', 'Baby Joy'],
    colors: true,
    features: ['Materiales seguros y libres de BPA', 'Pensado para los más pequeños', 'Ideal para regalar', 'Consulta la edad recomendada'],
  },
  deportes: {
    nouns: [
      { noun: 'Bate de béisbol', art: 'baseballBat', usd: [20, 90], variants: ['de aluminio', 'de madera', 'juvenil', 'de 32 pulgadas'], brands: ['Rawlings', 'Wilson', 'Louisville Slugger', 'Batos'] },
      { noun: 'Guante de béisbol', art: 'baseballGlove', usd: [20, 80], variants: ['de cuero', 'juvenil', 'de receptor', 'de 11,5 pulgadas'], brands: ['Rawlings', 'Wilson', 'Mizuno'] },
      { noun: 'Balón', art: 'soccerBall', usd: [12, 40], variants: ['de fútbol', 'de baloncesto', 'de voleibol', 'de fútbol sala'] },
      { noun: 'Mancuernas', art: 'dumbbells', usd: [20, 90], variants: ['de 5 kg', 'de 10 kg', 'ajustables', 'hexagonales'] },
      { noun: 'Bicicleta', art: 'bicycle', usd: [150, 950], variants: ['de montaña', 'urbana', 'eléctrica', 'plegable'], brands: ['Trek', 'Giant', 'Specialized', 'Phoenix', 'Forever'] },
      { noun: 'Colchoneta de yoga', art: 'yogaMat', usd: [10, 35], variants: ['antideslizante', 'de 6 mm', 'de 10 mm', 'con correa'] },
      { noun: 'Zapatos para correr', art: 'sneaker', usd: [35, 120], variants: ['ultraligeros', 'de trail', 'de mujer', 'de hombre'], brands: ['Adidas', 'Nike', 'Asics', 'Mizuno', 'Puma'] },
      { noun: 'Casco', art: 'bikeHelmet', usd: [15, 60], variants: ['de ciclismo', 'de patinaje', 'infantil', 'con luz LED'] },
      { noun: 'Guantes de boxeo', art: 'boxingGloves', usd: [18, 60], variants: ['de 10 oz', 'de 12 oz', 'de 14 oz', 'de entrenamiento'], brands: ['Everlast', 'Adidas', 'Venum'] },
      { noun: 'Careta y snorkel', art: 'snorkel', usd: [12, 40], variants: ['para adultos', 'para niños', 'de cara completa'] },
    ],
    brands: ['Wilson', 'Rawlings', 'Mizuno', 'Adidas', 'Nike', 'Spalding', 'Everlast', 'Decathlon', 'Olimpo', 'Molten'],
    colors: true,
    features: ['Para principiantes y profesionales', 'Resistente al uso intensivo', 'Garantía de 60 días', 'Entrena en casa o al aire libre'],
  },
  'autos-y-motos': {
    nouns: [
      { noun: 'Batería', art: 'carBattery', usd: [40, 450], variants: ['de auto 12 V 60 Ah', 'de moto 12 V', 'de litio 60 V 20 Ah', 'de litio 72 V 30 Ah'], brands: ['Bosch', 'Varta', 'Yadea', 'Sunra', 'El Mecánico'] },
      { noun: 'Aceite de motor', art: 'motorOil', usd: [6, 35], variants: ['20W-50, 4 litros', '15W-40, 4 litros', '4 tiempos, 1 litro', 'sintético 5W-30'], brands: ['Castrol', 'Shell', 'Mobil', 'Motul'] },
      { noun: 'Neumático', art: 'tire', usd: [30, 120], variants: ['175/70 R13', '185/65 R14', '90/90-18 para moto', '3.00-10 para moto eléctrica'], brands: ['Michelin', 'Pirelli', 'Bridgestone', 'Goodyear'] },
      { noun: 'Casco', art: 'motoHelmet', usd: [25, 120], variants: ['integral', 'abierto', 'modular', 'infantil'] },
      { noun: 'Pastillas de freno', art: 'brakePads', usd: [12, 45], variants: ['delanteras', 'traseras', 'para moto', 'cerámicas'], brands: ['Brembo', 'Bosch', 'Ferodo'] },
      { noun: 'Cargador', art: 'evCharger', usd: [25, 90], variants: ['para moto eléctrica 48 V', 'para moto eléctrica 60 V', 'para moto eléctrica 72 V', 'de batería de auto'], brands: ['Yadea', 'Sunra', 'El Mecánico', 'Bosch'] },
      { noun: 'Filtro', art: 'oilFilter', usd: [4, 25], variants: ['de aceite', 'de aire', 'de combustible', 'de cabina'] },
      { noun: 'Bujías', art: 'sparkPlug', usd: [6, 25], variants: ['juego de 4', 'de iridio', 'para moto', 'de platino'], brands: ['NGK', 'Bosch', 'Champion'] },
      { noun: 'Espejo retrovisor', art: 'mirror', usd: [6, 30], variants: ['para moto', 'para auto', 'universal', 'con luz'] },
    ],
    brands: ['Bosch', 'Castrol', 'Shell', 'Michelin', 'Pirelli', 'Bridgestone', 'NGK', 'Brembo', 'LS2', 'El Mecánico', 'Yadea', 'Sunra'],
    colors: false,
    features: ['Consulta la compatibilidad con tu vehículo', 'Pieza nueva con garantía', 'Instalación disponible en el taller', 'Calidad de fábrica'],
  },
  'libros-y-papeleria': {
    nouns: [
      { noun: 'Cuaderno', art: 'notebook', usd: [1.5, 6], variants: ['de 100 hojas', 'de 200 hojas', 'universitario', 'de dibujo'] },
      { noun: 'Libreta', art: 'notebook', usd: [1, 5], variants: ['de rayas', 'cuadriculada', 'de tapa dura', 'de bolsillo'] },
      { noun: 'Lápices de colores', art: 'coloredPencils', usd: [3, 15], variants: ['caja de 12', 'caja de 24', 'caja de 36', 'acuarelables'] },
      { noun: 'Bolígrafos', art: 'pens', usd: [2, 10], variants: ['azules, caja de 12', 'de gel, set de 6', 'negros, caja de 12', 'borrables'] },
      { noun: 'Novela', art: 'book', usd: [6, 20], variants: ['de bolsillo', 'de tapa dura', 'edición ilustrada', 'de autor cubano'], brands: ['Editorial Letras Cubanas', 'Editorial Arte y Literatura', 'Alfaguara', 'Anagrama'] },
      { noun: 'Diccionario', art: 'book', usd: [8, 25], variants: ['escolar', 'de inglés-español', 'de sinónimos', 'enciclopédico'], brands: ['Larousse', 'Vox', 'Editorial Gente Nueva'] },
      { noun: 'Calculadora', art: 'calculator', usd: [6, 30], variants: ['científica', 'básica', 'financiera', 'gráfica'], brands: ['Casio', 'Texas Instruments', 'HP'] },
      { noun: 'Agenda', art: 'planner', usd: [5, 15], variants: ['de 2025', 'semanal', 'de tapa dura', 'con calendario'] },
      { noun: 'Libro infantil', art: 'book', usd: [4, 15], variants: ['ilustrado', 'para colorear', 'de cuentos', 'de actividades'] },
      { noun: 'Papel', art: 'paperReam', usd: [4, 12], variants: ['bond tamaño carta, resma de 500 hojas', 'de colores, 100 hojas', 'fotográfico, 20 hojas'] },
    ],
    brands: ['Papiro', 'Faber-Castell', 'Bic', 'Staedtler', 'Casio', 'Norma', 'Larousse', 'Editorial Gente Nueva', 'Editorial Letras Cubanas', 'Scribe'],
    colors: false,
    features: ['Ideal para la escuela', 'Ejemplar nuevo', 'Perfecto para regalar', 'Descuentos para escuelas'],
  },
  mascotas: {
    nouns: [
      { noun: 'Pienso', art: 'petFood', usd: [8, 60], variants: ['para perros adultos 3 kg', 'para perros adultos 15 kg', 'para cachorros 3 kg', 'para gatos 1,5 kg'], brands: ['Pedigree', 'Royal Canin', 'Purina', 'Dog Chow', 'Cat Chow'] },
      { noun: 'Collar', art: 'dogCollar', usd: [4, 15], variants: ['para perro', 'para gato', 'antipulgas', 'con placa'] },
      { noun: 'Correa', art: 'leash', usd: [5, 20], variants: ['retráctil', 'de nailon', 'de cuero', 'con arnés'] },
      { noun: 'Cama', art: 'petBed', usd: [15, 50], variants: ['para perro pequeño', 'para perro mediano', 'para gato', 'acolchada'] },
      { noun: 'Juguete', art: 'chewToy', usd: [3, 15], variants: ['de goma', 'de cuerda', 'con sonido', 'para gatos'] },
      { noun: 'Champú', art: 'petShampoo', usd: [4, 12], variants: ['antipulgas', 'para cachorros', 'para pelo largo', 'neutro'] },
      { noun: 'Arena sanitaria', art: 'catLitter', usd: [6, 20], variants: ['5 kg', '10 kg', 'aglomerante', 'perfumada'], brands: ['Cat Chow', 'Mascotas Felices', 'Catsan'] },
      { noun: 'Jaula', art: 'birdCage', usd: [20, 60], variants: ['para pájaros', 'para hámster', 'plegable para perro'] },
    ],
    brands: ['Pedigree', 'Whiskas', 'Royal Canin', 'Purina', 'Dog Chow', 'Cat Chow', 'Mascotas Felices', 'Trixie'],
    colors: true,
    features: ['Recomendado por veterinarios', 'Para mascotas sanas y felices', 'Entrega a domicilio', 'Material resistente'],
  },
  ferreteria: {
    nouns: [
      { noun: 'Taladro', art: 'drill', usd: [30, 150], variants: ['percutor de 600 W', 'inalámbrico de 20 V', 'de columna', 'con maletín'] },
      { noun: 'Juego de llaves', art: 'wrench', usd: [10, 60], variants: ['combinadas de 12 piezas', 'de vaso de 40 piezas', 'Allen', 'ajustables'] },
      { noun: 'Martillo', art: 'hammer', usd: [6, 25], variants: ['de carpintero', 'de goma', 'de bola', 'con mango de fibra'] },
      { noun: 'Destornillador', art: 'screwdriver', usd: [3, 40], variants: ['eléctrico', 'de precisión', 'de estrella', 'plano'] },
      { noun: 'Pintura', art: 'paint', usd: [12, 60], variants: ['blanca de interior', 'de exterior', 'de esmalte', 'impermeabilizante'] },
      { noun: 'Cemento', art: 'cement', usd: [10, 16], variants: ['gris P-350, saco de 42,5 kg', 'blanco, saco de 25 kg', 'cola, saco de 20 kg'], brands: ['Cementos Siguaney', 'Cementos Mariel', 'Cemex'] },
      { noun: 'Tubo PVC', art: 'pipe', usd: [2, 12], variants: ['de 1/2 pulgada', 'de 3/4 pulgada', 'de 1 pulgada', 'sanitario de 4 pulgadas'] },
      { noun: 'Cable eléctrico', art: 'cableReel', usd: [15, 90], variants: ['calibre 12, rollo de 100 m', 'calibre 14, rollo de 100 m', 'dúplex de 50 m'] },
      { noun: 'Bomba de agua', art: 'waterPump', usd: [60, 180], variants: ['de 1/2 HP', 'de 1 HP', 'sumergible', 'periférica'], brands: ['Pedrollo', 'Truper', 'Leo'] },
      { noun: 'Tanque de agua', art: 'waterTank', usd: [70, 260], variants: ['de 250 litros', 'de 500 litros', 'de 1000 litros'], brands: ['Rotoplas', 'Tinacos Cuba', 'El Tornillo'] },
    ],
    brands: ['Truper', 'Stanley', 'Bosch', 'DeWalt', 'Makita', 'Black+Decker', 'Pretul', 'Pedrollo', 'Rotoplas', 'El Tornillo'],
    colors: false,
    features: ['Calidad profesional', 'Garantía de la tienda', 'Para la obra y la casa', 'Precios especiales para obras'],
  },
  'regalos-y-fiestas': {
    nouns: [
      { noun: 'Ramo de flores', art: 'roses', usd: [12, 45], variants: ['de rosas rojas', 'de girasoles', 'de flores mixtas', 'de lirios'], madeToOrder: true },
      { noun: 'Caja de regalo', art: 'giftBox', usd: [15, 60], variants: ['para mamá', 'para papá', 'de cumpleaños', 'romántica'], madeToOrder: true },
      { noun: 'Globos', art: 'balloons', usd: [3, 15], variants: ['de látex, paquete de 50', 'metalizados, set de 10', 'con números', 'de corazón'] },
      { noun: 'Piñata', art: 'pinata', usd: [10, 30], variants: ['de cumpleaños', 'de estrella', 'de personaje', 'de unicornio'] },
      { noun: 'Peluche', art: 'teddyBear', usd: [8, 50], variants: ['de oso', 'de unicornio', 'gigante', 'de perrito'] },
      { noun: 'Taza personalizada', art: 'mug', usd: [6, 14], variants: ['con foto', 'con nombre', 'mágica', 'de cerámica'], madeToOrder: true },
      { noun: 'Vela aromática', art: 'scentedCandle', usd: [4, 15], variants: ['de vainilla', 'de lavanda', 'de coco', 'en frasco'] },
      { noun: 'Caja de bombones', art: 'chocolateBox', usd: [6, 25], variants: ['surtidos', 'de chocolate con leche', 'de chocolate negro', 'en forma de corazón'] },
      { noun: 'Decoración de fiesta', art: 'garland', usd: [5, 40], variants: ['de cumpleaños', 'de boda', 'de bautizo', 'infantil'] },
    ],
    brands: ['Flor de Mayo', 'Detalles', 'Fiesta Feliz', 'Sorpresa', 'La Esperanza', 'Regalitos', 'Bombonería Real'],
    colors: true,
    features: ['Incluye tarjeta con tu mensaje', 'Envuelto para regalo', 'Entrega a domicilio el día que elijas', 'Sorprende a quien quieres'],
  },
};

export const COLORS = ['negro', 'blanco', 'azul', 'rojo', 'verde', 'gris', 'rosa', 'beige', 'turquesa', 'violeta'] as const;
