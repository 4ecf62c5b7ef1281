export declare const unicodeRanges: [number, number][];
export declare const cssUnicodeRange: string;
export declare function toCssUnicodeRange(ranges: [number, number][]): string;
export declare function subsetCodePoints(): number[];
export declare const fontFiles: {
  file: string;
  source: string;
  weightRange?: { min: number; max: number };
}[];
export declare const bengaliUnicodeRanges: [number, number][];
export declare const bengaliFontFile: {
  file: string;
  source: string;
  weightRange: { min: number; max: number };
};
export declare const bengaliRegularFile: { file: string; source: string; weight: number };
export declare const takaSignFile: {
  file: string;
  source: string;
  text: string;
  weightRange: { min: number; max: number };
};
export declare const takaSignUnicodeRange: string;
