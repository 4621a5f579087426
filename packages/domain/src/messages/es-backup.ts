import { translator } from './es';

/**
 * What `npm run admin -- backup` and `restore` tell the operator. Apart from es.ts: only the
 * server and its command line read them (nothing under apps/web imports this file).
 */
export const esBackup = {
  backup: {
    written: 'Copia de seguridad escrita en {file} ({size}): {users} cuenta(s), {stores} tienda(s), {products} producto(s), {orders} pedido(s), {images} imagen(es); base de datos {engine}, migración {level}.',
    byServer: 'El servidor en marcha (pid {pid}) hizo la copia sin detenerse.',
    fileExists: 'El archivo {file} ya existe: elige otro nombre o añade --force para sobrescribirlo.',
    folderMissing: 'La carpeta {folder} no existe: créala primero o elige otra.',
    noDatabase: 'No hay base de datos en {dir}: nada que copiar (¿es el DATA_DIR correcto?).',
    serverUnreachable:
      'El servidor (pid {pid}) tiene abierta la base de datos de {dir} pero no atiende la petición de copia ({reason}). Reinícialo con esta versión de Plaza, o detenlo y repite la copia.',
    busy: 'Ya hay una copia de seguridad en curso en este servidor: espera a que termine.',
    failed: 'No se pudo escribir la copia de seguridad: {reason}',
    toolMissing:
      'Para copiar o restaurar una base de datos PostgreSQL hace falta {tool} (de PostgreSQL {version} o más nuevo), y no está instalado o no funciona: {reason}. Instálalo (Debian/Ubuntu: apt-get install postgresql-client) y repite.',
    toolFailed: '{tool} falló: {reason}',
  },
  restore: {
    notABackup: '{file} no es una copia de seguridad de Plaza: no se cambió nada.',
    damaged: 'La copia {file} está dañada o incompleta ({reason}): no se cambió nada.',
    newerFormat: 'La copia {file} tiene un formato más nuevo ({version}) que esta versión de Plaza: actualiza Plaza y repite. No se cambió nada.',
    newerSchema:
      'La copia {file} es de una versión más nueva de Plaza (migración {level}; esta versión llega a {known}): actualiza Plaza y repite. No se cambió nada.',
    otherEngine:
      'La copia {file} es de una base de datos {engine}, y esta configuración usa {target}: restáurala con la misma base de datos con la que se hizo ({hint}). No se cambió nada.',
    serverRunning: 'El servidor (pid {pid}) tiene abierto {dir}: detenlo antes de restaurar. No se cambió nada.',
    targetNotEmpty:
      'El destino no está vacío ({what}): restaura en un DATA_DIR (o una base de datos) nuevo, o añade --force para reemplazar sus datos. No se cambió nada.',
    done: 'Copia del {date} restaurada: {users} cuenta(s), {stores} tienda(s), {products} producto(s), {orders} pedido(s), {images} imagen(es).',
    migrateOnStart: 'La copia es de la migración {level} y esta versión llega a {known}: las migraciones que faltan se aplican al iniciar Plaza.',
    replacedKept: 'Los datos que había quedan en {dir}: bórralo cuando compruebes la restauración.',
    noSecret: 'La copia no trae secreto de sesión (se usaba SESSION_SECRET): arranca con el mismo SESSION_SECRET de antes.',
    countsDiffer: 'La base restaurada no tiene lo que dice la copia ({what}): no se cambió nada.',
    failed: 'No se pudo restaurar la copia: {reason}. No se cambió nada.',
  },
} as const;

export const tb = translator(esBackup);
