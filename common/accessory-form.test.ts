import { describe, expect, it } from "vitest";
import {
  accessoryFieldErrors,
  accessoryFormFromFormData,
  accessoryFormMessages,
  accessoryFormSchema,
} from "./accessory-form";
import { ACCESSORY_ROW_LABEL_MAX_LENGTH, ACCESSORY_ROW_VALUE_MAX_LENGTH } from "./limits";

const accessory = (specifications: unknown[], additionalInformation: unknown[] = []) => ({
  name: "Brass Lamp",
  code: "NI-LP-01",
  size: "30 cm",
  category: "Lamps",
  rate: 2500,
  description: "A lamp.",
  specifications,
  additionalInformation,
});

const errorsOf = (input: unknown) => {
  const result = accessoryFormSchema.safeParse(input);
  expect(result.success).toBe(false);
  return result.success ? {} : accessoryFieldErrors(result.error);
};

describe("an accessory's rows in Bengali", () => {
  it("are optional: absent, empty or blank is null", () => {
    const values = accessoryFormSchema.parse(
      accessory(
        [
          { label: "Material", value: "Brass" },
          { label: "Finish", value: "Matte", labelBn: "", valueBn: "   " },
        ],
        [{ label: "Origin", value: "Dhaka", labelBn: null }],
      ),
    );
    expect(values.specifications).toEqual([
      { label: "Material", value: "Brass", labelBn: null, valueBn: null },
      { label: "Finish", value: "Matte", labelBn: null, valueBn: null },
    ]);
    expect(values.additionalInformation).toEqual([
      { label: "Origin", value: "Dhaka", labelBn: null, valueBn: null },
    ]);
  });

  it("are trimmed and may keep Latin brand names or digits beside Bengali letters", () => {
    const values = accessoryFormSchema.parse(
      accessory(
        [{ label: "Material", value: "Brass", labelBn: "  উপাদান ", valueBn: "পিতল (Grade 2)" }],
        [{ label: "Size", value: "30 cm", valueBn: "৩০ সেমি" }],
      ),
    );
    expect(values.specifications[0]).toEqual({
      label: "Material",
      value: "Brass",
      labelBn: "উপাদান",
      valueBn: "পিতল (Grade 2)",
    });
    expect(values.additionalInformation[0]).toMatchObject({ labelBn: null, valueBn: "৩০ সেমি" });
  });

  it("are refused without a Bengali letter (English pasted in, or only Bengali digits), too long or unstorable", () => {
    expect(
      errorsOf(
        accessory(
          [
            { label: "Material", value: "Brass", labelBn: "Material", valueBn: "১২৩" },
            {
              label: "Finish",
              value: "Matte",
              labelBn: "অ".repeat(ACCESSORY_ROW_LABEL_MAX_LENGTH + 1),
              valueBn: "অ".repeat(ACCESSORY_ROW_VALUE_MAX_LENGTH + 1),
            },
          ],
          [{ label: "Origin", value: "Dhaka", labelBn: "উৎস\u0000", valueBn: 12 }],
        ),
      ),
    ).toEqual({
      "specifications.0.labelBn": accessoryFormMessages.bengaliLetters,
      "specifications.0.valueBn": accessoryFormMessages.bengaliLetters,
      "specifications.1.labelBn": accessoryFormMessages.tooLong(ACCESSORY_ROW_LABEL_MAX_LENGTH),
      "specifications.1.valueBn": accessoryFormMessages.tooLong(ACCESSORY_ROW_VALUE_MAX_LENGTH),
      "additionalInformation.0.labelBn": accessoryFormMessages.unstorable,
      "additionalInformation.0.valueBn": accessoryFormMessages.bengaliLetters,
    });
  });

  it("still need the English label and value: a Bengali one alone is not a row", () => {
    expect(errorsOf(accessory([{ label: "", value: "", labelBn: "উপাদান", valueBn: "পিতল" }]))).toEqual({
      "specifications.0.label": accessoryFormMessages.rowLabelRequired,
      "specifications.0.value": accessoryFormMessages.rowValueRequired,
    });
  });

  it("are read from the native form post with their row, in the rows' order", () => {
    const form = new FormData();
    form.append("specifications.1.label", "Finish");
    form.append("specifications.1.value", "Matte");
    form.append("specifications.0.label", "Material");
    form.append("specifications.0.value", "Brass");
    form.append("specifications.0.valueBn", "পিতল");
    form.append("specifications.0.labelBn", "উপাদান");
    form.append("additionalInformation.0.label", "Origin");
    form.append("additionalInformation.0.value", "Dhaka");
    form.append("additionalInformation.0.labelBn", "উৎস");
    const read = accessoryFormFromFormData(form);
    expect(read.specifications).toEqual([
      { label: "Material", value: "Brass", valueBn: "পিতল", labelBn: "উপাদান" },
      { label: "Finish", value: "Matte" },
    ]);
    expect(read.additionalInformation).toEqual([{ label: "Origin", value: "Dhaka", labelBn: "উৎস" }]);
  });
});
