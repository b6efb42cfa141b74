import { demoStill } from "../../components/DemoVideo.tsx";
import pillars from "../../../content/home/pillars.yaml";

const PILLARS = pillars.pillars;

/** The pillar videos' stills, which the build makes responsive: AVIF and WebP at the widths the layout shows them. */
export const PILLAR_STILLS = PILLARS.map((pillar) => demoStill(pillar.video.name));
