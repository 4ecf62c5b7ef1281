import type { PathaoSettings } from "../courier-config";
import { CourierRefusedError } from "../courier-errors";
import {
  courierMessage,
  failureFromAnswer,
  sendCourierRequest,
  type CourierHttpRequest,
} from "../courier-http";
import { errorAnswer, tokenAnswer } from "./pathao-wire";

export const PATHAO_TOKEN_PATH = "/aladdin/api/v1/issue-token";

const CREDENTIAL_HINT = "PATHAO_CLIENT_ID, PATHAO_CLIENT_SECRET, PATHAO_USERNAME and PATHAO_PASSWORD";

/** Renew this long before the token runs out, so a call never starts with a token about to lapse. */
const RENEWAL_MARGIN_MS = 60 * 60_000;

type Token = { accessToken: string; refreshToken: string | null; expiresAt: number; lifetimeMs: number };

export type PathaoTokenKeeper = {
  /** A token good for a while yet: the one kept, else a refreshed one, else a new one from the password grant. */
  current(): Promise<string>;
  /** Forgets a token the API refused with 401, unless a newer one has replaced it meanwhile. */
  discard(accessToken: string): void;
  /** How many times a token was asked for, by grant; for tests and the health view. */
  readonly issued: { password: number; refresh: number };
};

/**
 * Pathao's OAuth2 token (5 days by default), kept in memory and shared by every call of this process: one
 * token request at a time however many calls want one, renewed with the refresh token before it lapses,
 * from the password grant when the refresh token is refused. Nothing is written to disk: a restart costs one
 * token request. The client secret and password go into the token request body only.
 */
export function createPathaoTokenKeeper(options: {
  settings: PathaoSettings;
  timeoutMs: number;
  now?: () => number;
}): PathaoTokenKeeper {
  const { settings } = options;
  const now = options.now ?? Date.now;
  let token: Token | null = null;
  let pending: Promise<Token> | null = null;
  const issued = { password: 0, refresh: 0 };

  async function grant(kind: "password" | "refresh_token", refreshToken?: string): Promise<Token> {
    const body =
      kind === "password"
        ? {
            client_id: settings.clientId,
            client_secret: settings.clientSecret.reveal(),
            grant_type: "password",
            username: settings.username,
            password: settings.password.reveal(),
          }
        : {
            client_id: settings.clientId,
            client_secret: settings.clientSecret.reveal(),
            grant_type: "refresh_token",
            refresh_token: refreshToken,
          };
    const call: CourierHttpRequest = {
      courier: "pathao",
      operation: "issue an access token",
      method: "POST",
      url: `${settings.baseUrl}${PATHAO_TOKEN_PATH}`,
      headers: {},
      body,
      timeoutMs: options.timeoutMs,
    };
    if (kind === "password") issued.password += 1;
    else issued.refresh += 1;
    const startedAt = now();
    const response = await sendCourierRequest(call);
    const answer = tokenAnswer.safeParse(response.body);
    if (response.status === 200 && answer.success) {
      const lifetimeMs = answer.data.expires_in * 1000;
      return {
        accessToken: answer.data.access_token,
        refreshToken: answer.data.refresh_token ?? refreshToken ?? null,
        // Counted from when we asked, not when we heard: the clock at Pathao started no later than that.
        expiresAt: startedAt + lifetimeMs,
        lifetimeMs,
      };
    }
    const error = errorAnswer.safeParse(response.body);
    const message = error.success
      ? (courierMessage(error.data.message) ?? courierMessage(error.data.error_description))
      : null;
    if (response.status === 400 || response.status === 401) {
      throw new CourierRefusedError(
        "pathao",
        `Pathao refused to issue an access token${message ? ` (${message})` : ""}; check ${CREDENTIAL_HINT}.`,
        { reason: "unauthorised", status: response.status },
      );
    }
    throw failureFromAnswer(call, response, { message, credentialHint: CREDENTIAL_HINT });
  }

  async function renew(previous: Token | null): Promise<Token> {
    if (previous?.refreshToken) {
      try {
        return await grant("refresh_token", previous.refreshToken);
      } catch (error) {
        // A refused refresh token (expired, revoked) is what the password grant is for; an outage is not.
        if (!(error instanceof CourierRefusedError)) throw error;
      }
    }
    return grant("password");
  }

  function usable(candidate: Token | null): candidate is Token {
    if (!candidate) return false;
    const margin = Math.min(RENEWAL_MARGIN_MS, candidate.lifetimeMs / 10);
    return candidate.expiresAt - margin > now();
  }

  return {
    issued,
    async current() {
      if (usable(token)) return token.accessToken;
      pending ??= (async () => {
        try {
          token = await renew(token);
          return token;
        } finally {
          pending = null;
        }
      })();
      return (await pending).accessToken;
    },
    discard(accessToken) {
      if (token?.accessToken === accessToken) token = { ...token, expiresAt: 0 };
    },
  };
}
