import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ApiError } from "../../http/api-error";
import { photoMessages, PhotoRejected } from "../../photos/photo-processing";
import type { CatalogueActor, CatalogueAdminService } from "./catalogue-admin-service";
import {
  ACCESSORY_BODY_LIMIT_BYTES,
  PHOTO_MAX_BYTES,
  PHOTO_UPLOAD_MAX_HEADER_PAIRS,
} from "../../../common/limits";

/** The signed-in member of staff; the guard has already turned anonymous requests away. */
function staffOf(request: FastifyRequest): CatalogueActor {
  if (!request.staff) throw new ApiError(401, "unauthorized", "Sign in to use the back office.");
  const { id, name, clientAddress } = request.staff;
  return { id, name, clientAddress };
}

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

/**
 * `/api/admin/accessories…` and `/api/admin/photos`: the catalogue for the back office's scripts and pages.
 * The form itself posts to its page's route action; the photo upload is here, so the browser can show the
 * upload's progress (XHR upload events) and a refusal's reason beside the file.
 */
export async function registerCatalogueAdminRoutes(api: FastifyInstance, catalogue: CatalogueAdminService) {
  api.get("/accessories", async (request) => {
    const query = request.query as { q?: unknown; page?: unknown; stock?: unknown };
    const list = await catalogue.list({
      q: typeof query.q === "string" ? query.q : "",
      page: typeof query.page === "string" && /^\d{1,6}$/.test(query.page) ? Number(query.page) : 1,
      stock: typeof query.stock === "string" ? query.stock : null,
    });
    return { data: list.accessories, query: list.query, stock: list.stock, pagination: list.pagination };
  });

  api.get("/accessories/:id", async (request) => ({ data: await catalogue.get(idOf(request)) }));

  api.post("/accessories", { bodyLimit: ACCESSORY_BODY_LIMIT_BYTES }, async (request, reply) => {
    const saved = await catalogue.create(request.body, staffOf(request));
    return reply.code(201).send({ data: saved });
  });

  api.put("/accessories/:id", { bodyLimit: ACCESSORY_BODY_LIMIT_BYTES }, async (request) => ({
    data: await catalogue.update(idOf(request), request.body, staffOf(request)),
  }));

  api.post("/accessories/:id/stock", async (request) => ({
    data: await catalogue.setOutOfStock(idOf(request), request.body, staffOf(request)),
  }));

  api.post("/accessories/:id/archive", async (request) => ({
    data: await catalogue.archive(idOf(request), request.body, staffOf(request)),
  }));

  api.post("/accessories/:id/restore", async (request) => ({
    data: await catalogue.restore(idOf(request), request.body, staffOf(request)),
  }));

  api.delete("/accessories/:id", async (request, reply) => {
    await catalogue.remove(idOf(request), staffOf(request));
    return reply.code(204).send();
  });

  await api.register(async (uploads) => {
    await uploads.register(fastifyMultipart, {
      limits: {
        fileSize: PHOTO_MAX_BYTES,
        files: 1,
        fields: 0,
        parts: 1,
        headerPairs: PHOTO_UPLOAD_MAX_HEADER_PAIRS,
      },
    });
    uploads.post("/photos", async (request, reply) => {
      const staff = staffOf(request);
      if (!request.isMultipart()) {
        throw new ApiError(415, "unsupported_media_type", "Send the photo as multipart/form-data.");
      }
      let file;
      try {
        file = await request.file();
      } catch {
        throw new ApiError(400, "bad_request", "The upload could not be read. Please try again.");
      }
      if (!file) throw new ApiError(400, "bad_request", "Choose a photo to upload.");
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if (file.file.truncated || (error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
          throw new PhotoRejected(413, "photo_too_large", photoMessages.tooLarge);
        }
        throw new ApiError(400, "bad_request", "The upload was interrupted. Please try again.");
      }
      if (file.file.truncated) throw new PhotoRejected(413, "photo_too_large", photoMessages.tooLarge);
      const photo = await catalogue.uploadPhoto(bytes, staff);
      return reply.code(201).send({ data: photo });
    });
  });
}
