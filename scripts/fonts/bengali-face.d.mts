export interface FaceMetrics {
  upem: number;
  ascender: number;
  descender: number;
  lineGap: number;
  meanAdvance: number;
}
export interface DrawnWord {
  text: string;
  weight: number;
  upem: number;
  width: number;
  ascender: number;
  descender: number;
  path: string;
}
export declare function drawWord(text: string, weight: number): Promise<DrawnWord>;
export declare function measureFace(file: string, sample: string, weight?: number): Promise<FaceMetrics>;
export declare const bengaliSample: string;
export declare const localBengaliFaces: {
  family: string;
  local: string[];
  measuredFrom: string;
  metrics: FaceMetrics;
}[];
export declare function fallbackOverrides(
  web: FaceMetrics,
  local: FaceMetrics,
): { sizeAdjust: string; ascentOverride: string; descentOverride: string; lineGapOverride: string };
export declare const switchLabel: { text: string; weight: number };
export declare function wordAsSvg(word: DrawnWord): string;
export declare function wordMaskCss(word: DrawnWord, className: string, svgFile: string): string;
