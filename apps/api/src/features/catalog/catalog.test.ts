import {
  apiMessages,
  categoryDetailsResponseSchema,
  DB_INT_MAX,
  maidSchema,
  mustBeIdFromTheList,
} from "@sahayi/contract";
import { describe, expect, it } from "vitest";
import { postJson, useTestApp } from "../../../test/helpers/test-app.ts";
import locations from "../../seed/data/kerala-locations.json" with { type: "json" };
import { createHelper } from "../../seed/factories/helper.ts";
import { loadReferenceIds } from "../../seed/factories/reference-ids.ts";

const ctx = useTestApp();
const factory = () => ({ db: ctx.db, storage: ctx.storage });

describe("POST /api/user/sub-location", () => {
  it("lists each district's constituencies in the Election Commission's order", async () => {
    const districts = (await ctx.app.inject({ url: "/api/maid/registration" })).json().location;
    let total = 0;
    for (const district of districts) {
      const response = await postJson(ctx.app, "/api/user/sub-location", {
        location_id: district.id,
      });
      expect(response.statusCode).toBe(200);
      const expected = locations.districts
        .find((d) => d.name === district.name)!
        .constituencies.slice()
        .sort((a, b) => a.number - b.number)
        .map((c) => c.name);
      expect(response.json().map((c: { name: string }) => c.name)).toEqual(expected);
      total += expected.length;
    }
    expect(total).toBe(140);
  });

  it("accepts the id as a string, as query strings and forms send it", async () => {
    const response = await postJson(ctx.app, "/api/user/sub-location", { location_id: "1" });
    expect(response.statusCode).toBe(200);
  });

  it("answers 400 with the field's message for anything but a whole number in range", async () => {
    const bad = ["abc", true, false, [1], ["1"], "0x1", "1e3", " 1", "1.0", 1.5, 0, -1, null];
    for (const location_id of [...bad, DB_INT_MAX.integer + 1, String(DB_INT_MAX.integer + 1)]) {
      const response = await postJson(ctx.app, "/api/user/sub-location", { location_id });
      expect(response.statusCode, JSON.stringify(location_id)).toBe(400);
      expect(response.json()).toEqual({
        error: apiMessages.invalidInput,
        code: "VALIDATION_FAILED",
        fields: { location_id: mustBeIdFromTheList("District") },
      });
    }
  });

  it("answers 404 for a district that does not exist", async () => {
    const response = await postJson(ctx.app, "/api/user/sub-location", { location_id: 9999 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: apiMessages.districtNotFound, code: "NOT_FOUND" });
  });
});

describe("POST /api/user/maid-details", () => {
  it("answers an approved helper by public id, with gallery and categories but no phone", async () => {
    const helper = await createHelper(factory(), {
      galleryCount: 2,
      about: "Cooks for large families.",
    });
    const response = await postJson(ctx.app, "/api/user/maid-details", {
      maid_id: helper.publicId,
    });
    expect(response.statusCode).toBe(200);
    const maid = maidSchema.parse(response.json());
    expect(maid).toMatchObject({
      id: helper.publicId,
      name: helper.name,
      age: helper.age,
      about: "Cooks for large families.",
      is_purchased: false,
      mobile_number: null,
      whatsapp_number: null,
    });
    expect(maid.additional_images).toHaveLength(2);
    expect(maid.category).toHaveLength(helper.categoryIds.length);
    expect(response.body).not.toContain(helper.mobileNumber);
    const { districts } = await loadReferenceIds(ctx.db);
    expect(maid.location).toContain(districts.find((d) => d.id === helper.districtId)!.name);
  });

  it("answers 404 for helpers the public may not see", async () => {
    for (const status of ["pending", "rejected", "awaiting_payment"] as const) {
      const helper = await createHelper(factory(), { status });
      const response = await postJson(ctx.app, "/api/user/maid-details", {
        maid_id: helper.publicId,
      });
      expect(response.statusCode, status).toBe(404);
      expect(response.json()).toEqual({ error: apiMessages.maidNotFound, code: "NOT_FOUND" });
    }
  });

  it("answers 404 for an unknown id and 400 for a malformed or missing one", async () => {
    const unknown = await postJson(ctx.app, "/api/user/maid-details", { maid_id: "AAAAAAAAAAAA" });
    expect(unknown.statusCode).toBe(404);
    for (const body of [{ maid_id: "x" }, { maid_id: "../../etc" }, {}, { maid_id: 5 }]) {
      const response = await postJson(ctx.app, "/api/user/maid-details", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().fields).toHaveProperty("maid_id");
    }
  });
});

describe("POST /api/user/category-details", () => {
  it("answers a category with its banner picture", async () => {
    const homepage = (await ctx.app.inject({ url: "/api/user/homepage" })).json();
    for (const card of homepage.category) {
      const response = await postJson(ctx.app, "/api/user/category-details", {
        category_id: card.id,
      });
      expect(response.statusCode).toBe(200);
      const { results } = categoryDetailsResponseSchema.parse(response.json());
      expect(results.category).toMatchObject({ id: card.id, name: card.name, color: card.color });
      expect(results.category.image).toMatch(/^\/media\/\w+\/full\.webp$/);
      expect(results.category.image).not.toBe(card.image);
    }
  });

  it("answers 404 for an unknown category and 400 for a bad id", async () => {
    const unknown = await postJson(ctx.app, "/api/user/category-details", { category_id: 9999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(apiMessages.categoryNotFound);
    const bad = await postJson(ctx.app, "/api/user/category-details", { category_id: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty("category_id");
  });

  it("answers 404 at the largest id the column holds and 400 one past it, never a 500", async () => {
    const largest = await postJson(ctx.app, "/api/user/category-details", {
      category_id: DB_INT_MAX.integer,
    });
    expect(largest.statusCode).toBe(404);
    for (const category_id of [DB_INT_MAX.integer + 1, 2 ** 53, true, [1], "0x1"]) {
      const response = await postJson(ctx.app, "/api/user/category-details", { category_id });
      expect(response.statusCode, JSON.stringify(category_id)).toBe(400);
      expect(response.json().fields).toEqual({ category_id: mustBeIdFromTheList("Category") });
    }
  });
});

describe("the catalogue in the OpenAPI document", () => {
  it("documents each route with a summary, its input, its answer and its error answers", async () => {
    const { paths, components } = (await ctx.app.inject({ url: "/api/docs/json" })).json();
    const operations = [
      ["/api/user/sub-location", "post", ["location_id"], ["200", "400", "404"]],
      ["/api/user/search-maids", "get", ["shift", "category_id"], ["200", "400"]],
      ["/api/user/search-maids", "post", ["shift", "category_id"], ["200", "400"]],
      ["/api/user/maid-details", "post", ["maid_id"], ["200", "400", "404"]],
      ["/api/user/category-details", "post", ["category_id"], ["200", "400", "404"]],
    ] as const;
    for (const [path, method, fields, answers] of operations) {
      const operation = paths[path][method];
      expect(operation.tags, path).toEqual(["catalog"]);
      expect(operation.summary, path).toMatch(/\w{3}/);
      const input =
        method === "get"
          ? operation.parameters.map((p: { name: string }) => p.name)
          : Object.keys(operation.requestBody.content["application/json"].schema.properties);
      expect(input, `${method} ${path}`).toEqual(expect.arrayContaining([...fields]));
      expect(Object.keys(operation.responses), `${method} ${path}`).toEqual(
        expect.arrayContaining([...answers]),
      );
      const schema = operation.responses["400"].content["application/json"].schema;
      const error = schema.$ref ? components.schemas[schema.$ref.split("/").at(-1)] : schema;
      expect(Object.keys(error.properties), path).toEqual(
        expect.arrayContaining(["error", "code", "fields"]),
      );
    }
  });
});
