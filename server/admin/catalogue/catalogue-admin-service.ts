import { randomUUID } from "node:crypto";
import {
  accessoryFieldErrors,
  accessoryFormMessages,
  accessoryFormSchema,
  accessoryVersionSchema,
  weightGramsOf,
  type AccessoryFormValues,
} from "../../../common/accessory-form";
import { formatDhakaDateTime } from "../../../common/dhaka-time";
import { accessoryPath } from "../../../common/paths";
import type { Database } from "../../db/database";
import type { AccessoryImage, AccessorySpecification } from "../../db/schema";
import { ApiError, badRequest, notFound } from "../../http/api-error";
import { photoToAccessoryImage } from "../../photos/photo-image";
import { processPhoto } from "../../photos/photo-processing";
import { markPhotosUsed } from "../../photos/unused-photo-sweep";
import type { PhotoStorage, StoredPhoto } from "../../photos/photo-storage";
import { isUuid } from "../../repositories/accessory-repository";
import { recordAudit, type StaffActor } from "../audit/audit-log";
import { createAccessoryAdminRepository, type AccessoryRow } from "./accessory-admin-repository";
import {
  ADMIN_ACCESSORIES_PER_PAGE,
  ADMIN_LIST_MAX_PAGE,
  LOW_STOCK_THRESHOLD_DEFAULT,
  SEARCH_MAX_LENGTH,
} from "../../../common/limits";
import { lockStock, setCountedStock, type Transaction } from "../../stock/stock-ledger";

/** Starts, stops or sets the count as the form asks, unless the field still shows what it was loaded with. */
async function applyFormStock(tx: Transaction, id: string, values: AccessoryFormValues, staff: StaffActor) {
  if (values.stock === undefined) return;
  if (values.stockWas !== undefined && values.stockWas === values.stock) return;
  const locked = (await lockStock(tx, [id])).get(id);
  if (locked) await setCountedStock(tx, locked, values.stock, staff);
}

/** The member of staff making a change, as the audit log records them. */
export type CatalogueActor = StaffActor;

export type AdminAccessoryListRow = {
  id: string;
  name: string;
  code: string;
  category: string;
  rate: number;
  outOfStock: boolean;
  archived: boolean;
  /** Pieces available (stock less reserved); null when not counted. */
  available: number | null;
  lowStock: boolean;
  imageUrl: string | null;
  updatedAt: string;
};

export type AdminAccessoryList = {
  accessories: AdminAccessoryListRow[];
  query: string;
  /** `low`: only the accessories at or below their low-stock threshold. */
  stock: "low" | null;
  pagination: { page: number; perPage: number; totalItems: number; totalPages: number };
};

/** A photo as the form shows it: the id it is saved by, its alt text and a small preview. */
export type FormPhoto = { id: string; alt: string; previewUrl: string };

/** A specification or additional-information row; its Bengali label and value null when not written. */
export type EditingRow = { label: string; value: string; labelBn: string | null; valueBn: string | null };

type FormRow = AccessoryFormValues["specifications"][number];

export type AccessoryForEditing = {
  id: string;
  version: number;
  name: string;
  code: string;
  size: string;
  category: string;
  rate: number;
  /** One piece's weight in grams; null when none was entered. */
  weightGrams: number | null;
  description: string;
  /** The Bengali pages' name and description; null when not written (they show the English). */
  nameBn: string | null;
  descriptionBn: string | null;
  specifications: EditingRow[];
  additionalInformation: EditingRow[];
  photos: FormPhoto[];
  outOfStock: boolean;
  /** Pieces in the store room (null: not counted), held by open orders, and the low-stock threshold. */
  stock: number | null;
  stockReserved: number;
  lowStockThreshold: number;
  archived: boolean;
  timesOrdered: number;
  publicPath: string;
  updatedAt: string;
  updatedByName: string | null;
};

export type UploadedPhoto = FormPhoto & { width: number; height: number };

/** The page's form names a version that someone else has saved past: nothing was saved. */
export const changedMeanwhile = (message: string) => new ApiError(409, "changed_meanwhile", message);

function parseOrThrow(input: unknown): AccessoryFormValues {
  const result = accessoryFormSchema.safeParse(input);
  if (result.success) return result.data;
  const fields = accessoryFieldErrors(result.error);
  throw badRequest(Object.values(fields)[0] ?? "Please check the form", fields);
}

function versionOf(input: unknown): number {
  const result = accessoryVersionSchema.safeParse((input as { version?: unknown } | null)?.version);
  if (!result.success) throw badRequest("version is required", { version: "version is required" });
  return result.data;
}

const codeTaken = () =>
  new ApiError(409, "code_taken", accessoryFormMessages.codeTaken, { code: accessoryFormMessages.codeTaken });

/** A row in the audit log: its Bengali label and value only when written, as stored. */
const auditRow = ({ label, value, labelBn, valueBn }: AccessorySpecification) => ({
  label,
  value,
  ...(labelBn ? { labelBn } : {}),
  ...(valueBn ? { valueBn } : {}),
});

/** A row as the form edits it: the Bengali label and value null when not written. */
const editingRow = ({ label, value, labelBn, valueBn }: AccessorySpecification): EditingRow => ({
  label,
  value: value ?? "",
  labelBn: labelBn ?? null,
  valueBn: valueBn ?? null,
});

/** What the audit log keeps of an accessory: its facts, not the photos' encoded sizes. */
function auditSnapshot(row: AccessoryRow) {
  return {
    name: row.name,
    code: row.code,
    size: row.size,
    category: row.category,
    rate: row.rate,
    weightGrams: row.weightGrams,
    description: row.description,
    nameBn: row.nameBn,
    descriptionBn: row.descriptionBn,
    specifications: row.specifications.map(auditRow),
    additionalInformation: row.additionalInformation.map(auditRow),
    photos: row.images.map((image) => ({ id: image._id, imageUrl: image.imageUrl, alt: image.alt ?? null })),
    outOfStock: row.outOfStock,
    stock: row.stock,
    lowStockThreshold: row.lowStockThreshold,
    archived: row.archivedAt !== null,
    version: row.version,
  };
}

function previewOf(image: AccessoryImage): string {
  // The 400 px JPEG of an uploaded photo; a built-in image's own URL.
  return image.srcSet?.jpg.split(",")[0]?.trim().split(" ")[0] || image.imageUrl;
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (candidate.code === "23505") return true;
    current = candidate.cause;
  }
  return false;
}

export type CatalogueAdminDependencies = {
  db: Database;
  photos: PhotoStorage;
  /** Called after every committed change: drops the cached catalogue answers and pages. */
  catalogueChanged: () => void;
};

/**
 * The back office's catalogue: the list and search, the form's reads and saves (with a version check), out of
 * stock, archive and restore, deletion of what no order names, and photo uploads. Every change is written to
 * the audit log in its own transaction, and the public catalogue is refreshed right after the commit.
 */
export function createCatalogueAdminService({ db, photos, catalogueChanged }: CatalogueAdminDependencies) {
  const repository = createAccessoryAdminRepository(db);

  async function rowOrNotFound(id: string) {
    const found = isUuid(id) ? await repository.find(id) : undefined;
    if (!found) throw notFound("Accessory not found");
    return found;
  }

  function conflictFor(found: { accessory: AccessoryRow; updatedByName: string | null }) {
    const who = found.updatedByName ?? "someone else";
    return changedMeanwhile(
      `This accessory was changed by ${who} at ${formatDhakaDateTime(found.accessory.updatedAt)}, reload to see it.`,
    );
  }

  /** The images to store, in the form's order: uploaded photos by id, or images the accessory already had. */
  /**
   * Inside a save's transaction: marks the photos it puts on (and takes off) the accessory as used, and refuses
   * the save if one of them was swept since the form checked it.
   */
  async function keepPhotosOf(
    tx: Parameters<typeof markPhotosUsed>[0],
    images: AccessoryImage[],
    previousImages: AccessoryImage[] = [],
  ): Promise<void> {
    const gone = new Set(await markPhotosUsed(tx, images, previousImages));
    if (gone.size === 0) return;
    const fields: Record<string, string> = {};
    images.forEach((image, index) => {
      if (gone.has(image._id)) fields[`photos.${index}.id`] = accessoryFormMessages.photoUnknown;
    });
    throw badRequest(accessoryFormMessages.photoUnknown, fields);
  }

  async function resolveImages(
    values: AccessoryFormValues,
    current: AccessoryImage[],
  ): Promise<AccessoryImage[]> {
    const kept = new Map(current.map((image) => [image._id, image]));
    const uploaded = new Map<string, StoredPhoto>(
      (
        await photos.findPhotos(values.photos.filter((photo) => !kept.has(photo.id)).map((photo) => photo.id))
      ).map((photo) => [photo.id, photo]),
    );
    const fields: Record<string, string> = {};
    const images = values.photos.map((photo, index) => {
      const existing = kept.get(photo.id);
      if (existing) return { ...existing, alt: photo.alt };
      const stored = uploaded.get(photo.id);
      if (stored && stored.variants.length > 0) return photoToAccessoryImage(stored, photo.alt);
      fields[`photos.${index}.id`] = accessoryFormMessages.photoUnknown;
      return undefined;
    });
    if (Object.keys(fields).length > 0) throw badRequest(accessoryFormMessages.photoUnknown, fields);
    // The same photo twice is one image.
    const seen = new Set<string>();
    return images.filter((image): image is AccessoryImage => {
      if (!image || seen.has(image._id)) return false;
      seen.add(image._id);
      return true;
    });
  }

  /** A row as stored: its Bengali label and value only when written, so the public API adds them only then. */
  const storedRow = (_id: string, row: FormRow): AccessorySpecification => ({
    _id,
    label: row.label,
    value: row.value,
    ...(row.labelBn ? { labelBn: row.labelBn } : {}),
    ...(row.valueBn ? { valueBn: row.valueBn } : {}),
  });

  const rows = (list: FormRow[]) => list.map((row) => storedRow(randomUUID(), row));

  /**
   * Keeps the rows' ids where the English label and value are unchanged, so clients that key by `_id` keep
   * their state; a row whose Bengali was written or changed is the same row.
   */
  function rowsKeepingIds(list: FormRow[], current: { _id: string; label: string; value?: string }[]) {
    const unused = [...current];
    return list.map((row) => {
      const at = unused.findIndex((old) => old.label === row.label && old.value === row.value);
      if (at === -1) return storedRow(randomUUID(), row);
      const [old] = unused.splice(at, 1);
      return storedRow(old._id, row);
    });
  }

  async function toEditing(found: {
    accessory: AccessoryRow;
    updatedByName: string | null;
  }): Promise<AccessoryForEditing> {
    const row = found.accessory;
    return {
      id: row.id,
      version: row.version,
      name: row.name,
      code: row.code,
      size: row.size,
      category: row.category,
      rate: row.rate,
      weightGrams: row.weightGrams,
      description: row.description,
      nameBn: row.nameBn,
      descriptionBn: row.descriptionBn,
      specifications: row.specifications.map(editingRow),
      additionalInformation: row.additionalInformation.map(editingRow),
      photos: row.images.map((image) => ({
        id: image._id,
        alt: image.alt ?? row.name,
        previewUrl: previewOf(image),
      })),
      outOfStock: row.outOfStock,
      stock: row.stock,
      stockReserved: row.stockReserved,
      lowStockThreshold: row.lowStockThreshold,
      archived: row.archivedAt !== null,
      timesOrdered: await repository.timesOrdered(row.id),
      publicPath: accessoryPath({ _id: row.id, name: row.name }),
      updatedAt: row.updatedAt.toISOString(),
      updatedByName: found.updatedByName,
    };
  }

  async function changeState(
    id: string,
    input: unknown,
    staff: CatalogueActor,
    action: string,
    changes: { archivedAt?: Date | null; outOfStock?: boolean },
  ) {
    const version = versionOf(input);
    const found = await rowOrNotFound(id);
    if (found.accessory.version !== version) throw conflictFor(found);
    const saved = await db.transaction(async (tx) => {
      const row = await repository.updateAtVersion(tx, id, version, { ...changes, updatedBy: staff.id });
      if (!row) return undefined;
      await recordAudit(tx, {
        staff,
        action,
        entityType: "accessory",
        entityId: id,
        before: auditSnapshot(found.accessory),
        after: auditSnapshot(row),
      });
      return row;
    });
    if (!saved) throw conflictFor(await rowOrNotFound(id));
    catalogueChanged();
    return { id: saved.id, version: saved.version };
  }

  return {
    async list({
      q = "",
      page = 1,
      stock,
    }: {
      q?: string;
      page?: number;
      stock?: string | null;
    }): Promise<AdminAccessoryList> {
      const query = q.trim().slice(0, SEARCH_MAX_LENGTH);
      const currentPage = Number.isInteger(page) && page >= 1 && page <= ADMIN_LIST_MAX_PAGE ? page : 1;
      const lowOnly = stock === "low";
      const { rows: found, total } = await repository.list({
        query: query || undefined,
        page: currentPage,
        lowStock: lowOnly,
      });
      return {
        accessories: found.map((row) => ({
          id: row.id,
          name: row.name,
          code: row.code,
          category: row.category,
          rate: row.rate,
          outOfStock: row.outOfStock,
          archived: row.archivedAt !== null,
          available: row.stock === null ? null : row.stock - row.stockReserved,
          lowStock: row.stock !== null && row.stock - row.stockReserved <= row.lowStockThreshold,
          imageUrl: row.firstImage,
          updatedAt: row.updatedAt.toISOString(),
        })),
        query,
        stock: lowOnly ? "low" : null,
        pagination: {
          page: currentPage,
          perPage: ADMIN_ACCESSORIES_PER_PAGE,
          totalItems: total,
          totalPages: Math.max(1, Math.ceil(total / ADMIN_ACCESSORIES_PER_PAGE)),
        },
      };
    },

    async get(id: string): Promise<AccessoryForEditing> {
      return toEditing(await rowOrNotFound(id));
    },

    async create(input: unknown, staff: CatalogueActor): Promise<{ id: string; version: number }> {
      const values = parseOrThrow(input);
      if (await repository.codeTaken(values.code)) throw codeTaken();
      const images = await resolveImages(values, []);
      try {
        const row = await db.transaction(async (tx) => {
          await keepPhotosOf(tx, images);
          const inserted = await repository.insert(tx, {
            name: values.name,
            code: values.code,
            size: values.size,
            category: values.category,
            rate: values.rate,
            weightGrams: weightGramsOf(values.weightKg),
            description: values.description,
            nameBn: values.nameBn,
            descriptionBn: values.descriptionBn,
            specifications: rows(values.specifications),
            additionalInformation: rows(values.additionalInformation),
            images,
            outOfStock: values.outOfStock,
            lowStockThreshold: values.lowStockThreshold ?? LOW_STOCK_THRESHOLD_DEFAULT,
            updatedBy: staff.id,
          });
          await applyFormStock(tx, inserted.id, { ...values, stockWas: undefined }, staff);
          await recordAudit(tx, {
            staff,
            action: "accessory.created",
            entityType: "accessory",
            entityId: inserted.id,
            after: auditSnapshot(inserted),
          });
          return inserted;
        });
        catalogueChanged();
        return { id: row.id, version: row.version };
      } catch (error) {
        if (isUniqueViolation(error)) throw codeTaken();
        throw error;
      }
    },

    /**
     * Saves the form over the version it was loaded at. Order lines keep the rate they were charged (it is
     * stored on each line), so a new rate applies to new orders only.
     */
    async update(
      id: string,
      input: unknown,
      staff: CatalogueActor,
    ): Promise<{ id: string; version: number }> {
      const version = versionOf(input);
      const values = parseOrThrow(input);
      const found = await rowOrNotFound(id);
      if (found.accessory.version !== version) throw conflictFor(found);
      if (await repository.codeTaken(values.code, id)) throw codeTaken();
      const images = await resolveImages(values, found.accessory.images);
      let saved: AccessoryRow | undefined;
      try {
        saved = await db.transaction(async (tx) => {
          await keepPhotosOf(tx, images, found.accessory.images);
          const row = await repository.updateAtVersion(tx, id, version, {
            name: values.name,
            code: values.code,
            size: values.size,
            category: values.category,
            rate: values.rate,
            weightGrams: weightGramsOf(values.weightKg),
            description: values.description,
            nameBn: values.nameBn,
            descriptionBn: values.descriptionBn,
            specifications: rowsKeepingIds(values.specifications, found.accessory.specifications),
            additionalInformation: rowsKeepingIds(
              values.additionalInformation,
              found.accessory.additionalInformation,
            ),
            images,
            outOfStock: values.outOfStock,
            ...(values.lowStockThreshold != null ? { lowStockThreshold: values.lowStockThreshold } : {}),
            updatedBy: staff.id,
          });
          if (!row) return undefined;
          await applyFormStock(tx, id, values, staff);
          await recordAudit(tx, {
            staff,
            action: "accessory.updated",
            entityType: "accessory",
            entityId: id,
            before: auditSnapshot(found.accessory),
            after: auditSnapshot(row),
          });
          return row;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw codeTaken();
        throw error;
      }
      if (!saved) throw conflictFor(await rowOrNotFound(id));
      catalogueChanged();
      return { id: saved.id, version: saved.version };
    },

    setOutOfStock(id: string, input: unknown, staff: CatalogueActor) {
      const outOfStock = (input as { outOfStock?: unknown } | null)?.outOfStock;
      if (typeof outOfStock !== "boolean") {
        throw badRequest("outOfStock must be true or false", {
          outOfStock: "outOfStock must be true or false",
        });
      }
      return changeState(id, input, staff, outOfStock ? "accessory.out_of_stock" : "accessory.in_stock", {
        outOfStock,
      });
    },

    /** Off the shop (list, detail page, sitemap); kept for the orders that name it. */
    archive(id: string, input: unknown, staff: CatalogueActor) {
      return changeState(id, input, staff, "accessory.archived", { archivedAt: new Date() });
    },

    restore(id: string, input: unknown, staff: CatalogueActor) {
      return changeState(id, input, staff, "accessory.restored", { archivedAt: null });
    },

    /** Only an accessory that no order has ever named; others can be archived. */
    async remove(id: string, staff: CatalogueActor): Promise<void> {
      const found = await rowOrNotFound(id);
      const refused = () =>
        new ApiError(
          409,
          "accessory_ordered",
          "This accessory is on past orders, so it cannot be deleted. Archive it to take it off the shop.",
        );
      if ((await repository.timesOrdered(id)) > 0) throw refused();
      try {
        await db.transaction(async (tx) => {
          // Checked again inside the transaction; the order line's foreign key (restrict) is the last word.
          if ((await repository.timesOrdered(id, tx)) > 0) throw refused();
          const row = await repository.delete(tx, id);
          if (!row) throw notFound("Accessory not found");
          // Its photos' grace period before the sweep of unused photos starts now.
          await markPhotosUsed(tx, [], found.accessory.images);
          await recordAudit(tx, {
            staff,
            action: "accessory.deleted",
            entityType: "accessory",
            entityId: id,
            before: auditSnapshot(found.accessory),
          });
        });
      } catch (error) {
        if ((error as { code?: unknown; cause?: { code?: unknown } }).code === "23503") throw refused();
        if ((error as { cause?: { code?: unknown } }).cause?.code === "23503") throw refused();
        throw error;
      }
      catalogueChanged();
    },

    /** Checks and encodes one upload, stores it and returns what the form needs to show it. */
    async uploadPhoto(bytes: Buffer, staff: CatalogueActor): Promise<UploadedPhoto> {
      const processed = await processPhoto(bytes);
      const stored = await photos.savePhoto(processed, staff.id);
      await recordAudit(db, {
        staff,
        action: "photo.uploaded",
        entityType: "photo",
        entityId: stored.id,
        after: { width: stored.width, height: stored.height, variants: stored.variants.length },
      });
      const image = photoToAccessoryImage(stored, "");
      return {
        id: stored.id,
        alt: "",
        previewUrl: previewOf(image),
        width: stored.width,
        height: stored.height,
      };
    },
  };
}

export type CatalogueAdminService = ReturnType<typeof createCatalogueAdminService>;
