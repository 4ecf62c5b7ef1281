import { createContext, useContext } from "react";

/**
 * Blurred image previews by image key. Only the server provides them (see entry.server.tsx), so they are
 * inlined in the first HTML and never shipped in the JavaScript bundle; in the browser the map is empty.
 */
const ImageBlurContext = createContext<Readonly<Record<string, string>>>({});

export const ImageBlurProvider = ImageBlurContext.Provider;
export const useImageBlur = (key: string | undefined) => {
  const blurs = useContext(ImageBlurContext);
  return key ? blurs[key] : undefined;
};
