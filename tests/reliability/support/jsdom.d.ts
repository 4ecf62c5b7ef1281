// jsdom ships no type declarations; this is the part of its API the reliability tests use.
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window;
  }
}
