/**
 * The Glicko-2 rating system (Mark E. Glickman, "Example of the Glicko-2 system"): pure maths,
 * no I/O. A rating is a number (1500 at the start), a deviation (how uncertain the rating is;
 * 350 at the start) and a volatility (how erratic the player's results are; 0.06 at the start).
 * One call is one rating period: the player's results against opponents, all rated before it.
 */

export interface Glicko {
  readonly rating: number;
  readonly deviation: number;
  readonly volatility: number;
}

/** One result of a rating period: the opponent's rating and deviation before it, and the score (1, ½ or 0). */
export interface GlickoResult {
  readonly rating: number;
  readonly deviation: number;
  readonly score: number;
}

export const GLICKO_START: Glicko = { rating: 1500, deviation: 350, volatility: 0.06 };
/** The system constant τ: how much the volatility may change in one period. */
export const GLICKO_TAU = 0.5;
/** No deviation grows beyond the start's. */
export const MAX_DEVIATION = 350;

/** The factor between the Glicko scale and the Glicko-2 scale. */
const SCALE = 173.7178;
/** How close the volatility iteration gets. */
const EPSILON = 0.000001;

const g = (phi: number) => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const expected = (mu: number, muJ: number, phiJ: number) => 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

/** The new volatility (step 5 of the paper: the Illinois variant of regula falsi). */
function newVolatility(phi: number, sigma: number, v: number, delta: number, tau: number): number {
  const a = Math.log(sigma * sigma);
  const f = (x: number) => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let lower = a;
  let upper: number;
  if (delta * delta > phi * phi + v) upper = Math.log(delta * delta - phi * phi - v);
  else {
    let k = 1;
    while (f(a - k * tau) < 0) k += 1;
    upper = a - k * tau;
  }
  let fLower = f(lower);
  let fUpper = f(upper);
  while (Math.abs(upper - lower) > EPSILON) {
    const c = lower + ((lower - upper) * fLower) / (fUpper - fLower);
    const fC = f(c);
    if (fC * fUpper <= 0) {
      lower = upper;
      fLower = fUpper;
    } else fLower /= 2;
    upper = c;
    fUpper = fC;
  }
  return Math.exp(lower / 2);
}

/**
 * A player's rating after one rating period with these results. Without results only the
 * deviation grows (by the volatility), as the paper says for a player who did not compete.
 */
export function glickoPeriod(player: Glicko, results: readonly GlickoResult[], tau = GLICKO_TAU): Glicko {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.deviation / SCALE;
  const sigma = player.volatility;
  if (results.length === 0) {
    const grown = Math.sqrt(phi * phi + sigma * sigma) * SCALE;
    return { ...player, deviation: Math.min(MAX_DEVIATION, grown) };
  }
  let inverseV = 0;
  let sum = 0;
  for (const r of results) {
    const muJ = (r.rating - 1500) / SCALE;
    const phiJ = r.deviation / SCALE;
    const e = expected(mu, muJ, phiJ);
    inverseV += g(phiJ) ** 2 * e * (1 - e);
    sum += g(phiJ) * (r.score - e);
  }
  const v = 1 / inverseV;
  const delta = v * sum;
  const sigmaNew = newVolatility(phi, sigma, v, delta, tau);
  const phiStar = Math.sqrt(phi * phi + sigmaNew * sigmaNew);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * sum;
  return {
    rating: muNew * SCALE + 1500,
    deviation: Math.min(MAX_DEVIATION, phiNew * SCALE),
    volatility: sigmaNew,
  };
}
