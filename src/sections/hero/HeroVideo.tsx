import { site } from '@content/site'
import { LARGE_SCREEN } from '../../lib/media-queries'
import { AutoplayVideo } from '../../components/AutoplayVideo'

/**
 * The hero's decorative looping clip in a browser-window frame, on large screens only. The frame
 * and poster are prerendered (hidden below 1024 px, where the poster is an empty image); the video
 * mounts only when the screen is large, so smaller screens never request it.
 */
export function HeroVideo() {
  return (
    <div className="relative hidden lg:block" data-testid="hero-clip-frame">
      <div aria-hidden="true" className="absolute -inset-8 rounded-[2rem] bg-brand-strong/20 blur-3xl" />
      <div className="relative overflow-hidden rounded-card border border-line bg-canvas-raised shadow-glow">
        <div aria-hidden="true" className="flex items-center gap-1.5 border-b border-line px-4 py-3">
          <span className="size-2.5 rounded-full bg-accent-rose/80" />
          <span className="size-2.5 rounded-full bg-accent-amber/80" />
          <span className="size-2.5 rounded-full bg-accent-emerald/80" />
        </div>
        <AutoplayVideo
          clip="hero"
          label={site.hero.clipLabel}
          media={LARGE_SCREEN}
          className="aspect-[4/3]"
        />
      </div>
    </div>
  )
}
