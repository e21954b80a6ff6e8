import { describe, expect, it } from "vitest";
import { makeLink, parseLink, socketUrl } from "../src/index.js";

const TOKEN = "BHrCIk2Dau9VDuFlI5Gg94quABUwXu7frZwrdkTB1mA";

describe("invite links", () => {
  it("carry the token in the fragment and parse back", () => {
    const link = makeLink("http://127.0.0.1:8080/anything", TOKEN);
    expect(link).toBe(`http://127.0.0.1:8080/join#${TOKEN}`);
    expect(parseLink(link)).toEqual({ server: "http://127.0.0.1:8080", token: TOKEN });
    expect(parseLink(`https://games.example/join?token=${TOKEN}`).token).toBe(TOKEN);
  });

  it("say what is wrong with a bad link", () => {
    expect(() => parseLink("nope")).toThrow(/not a link/);
    expect(() => parseLink(`ftp://x/join#${TOKEN}`)).toThrow(/http/);
    expect(() => parseLink("http://x/join#short")).toThrow(/no token/);
  });

  it("give the socket endpoint of a server", () => {
    expect(socketUrl("http://127.0.0.1:9/x")).toBe("ws://127.0.0.1:9/ws");
    expect(socketUrl("https://games.example")).toBe("wss://games.example/ws");
  });
});
