import { ERROR_MESSAGES } from "@smm/domain";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ApiError, apiErrorFromResponse, normaliseError } from "./ApiError";

describe("apiErrorFromResponse", () => {
  it("uses the server's message first", () => {
    const error = apiErrorFromResponse(
      401,
      { message: "These credentials do not match our records.", errors: { login: ["x"] } },
      ERROR_MESSAGES.loginFailed,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe("These credentials do not match our records.");
    expect(error.status).toBe(401);
    expect(error.errors).toEqual({ login: ["x"] });
  });

  it("joins every field message when there is no message", () => {
    const error = apiErrorFromResponse(
      422,
      {
        errors: { username: ["Username is required"], email: ["Email is required", "Email must be a valid email"] },
      },
      ERROR_MESSAGES.registrationFailed,
    );
    expect(error.message).toBe("Username is required, Email is required, Email must be a valid email");
    expect(error.status).toBe(422);
    expect(error.fieldError("email")).toBe("Email is required");
    expect(error.fieldError("password")).toBeUndefined();
  });

  it("falls back to 'Login failed' when the body says nothing", () => {
    expect(apiErrorFromResponse(500, {}, ERROR_MESSAGES.loginFailed).message).toBe("Login failed");
  });

  it("falls back to 'Registration failed' when the body is not JSON", () => {
    const error = apiErrorFromResponse(502, "<html>Bad gateway</html>", ERROR_MESSAGES.registrationFailed);
    expect(error.message).toBe("Registration failed");
    expect(error.status).toBe(502);
    expect(error.errors).toEqual({});
  });

  it("ignores an empty message and empty or malformed errors", () => {
    const error = apiErrorFromResponse(
      422,
      { message: "  ", errors: { a: [], b: [42, ""], c: "Single message" } },
      "Fallback",
    );
    expect(error.message).toBe("Single message");
    expect(error.errors).toEqual({ c: ["Single message"] });
    expect(apiErrorFromResponse(422, { message: "", errors: ["not", "a", "map"] }, "Fallback").message).toBe(
      "Fallback",
    );
  });
});

describe("normaliseError (no response)", () => {
  it("uses the error's own message", () => {
    const error = normaliseError(new Error("The server closed the connection"));
    expect(error.message).toBe("The server closed the connection");
    expect(error.status).toBeUndefined();
    expect(error.aborted).toBe(false);
  });

  it("says 'Network error. Please try again.' for a failed fetch or an error without a message", () => {
    expect(normaliseError(new TypeError("Failed to fetch")).message).toBe("Network error. Please try again.");
    expect(normaliseError(new Error("")).message).toBe("Network error. Please try again.");
    expect(normaliseError("a thrown string").message).toBe("Network error. Please try again.");
    expect(normaliseError(undefined).message).toBe(ERROR_MESSAGES.network);
  });

  it("marks a cancelled call as aborted", () => {
    const controller = new AbortController();
    controller.abort();
    const error = normaliseError(controller.signal.reason);
    expect(error.aborted).toBe(true);
    expect(error.status).toBeUndefined();
  });

  it("returns an ApiError unchanged", () => {
    const original = new ApiError("Already normalised", { status: 409 });
    expect(normaliseError(original)).toBe(original);
  });
});

describe("apiErrorFromResponse on arbitrary bodies", () => {
  it("always yields a non-empty message and a well-formed errors map", () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 599 }), fc.jsonValue(), (status, body) => {
        const error = apiErrorFromResponse(status, body, "Fallback");
        expect(error.message.trim()).not.toBe("");
        expect(error.status).toBe(status);
        for (const messages of Object.values(error.errors)) {
          expect(messages.length).toBeGreaterThan(0);
          for (const message of messages) expect(typeof message).toBe("string");
        }
      }),
    );
  });
});
