import { REDUCED_MOTION } from './media-queries'

/** On a clip's frame: its video and the play/pause control that shows one face at a time. */
export const CLIP_ATTRIBUTE = 'data-clip'
/** On a <template> holding a clip's video and control: they mount only while this media query matches. */
export const MOUNT_MEDIA_ATTRIBUTE = 'data-mount-media'
/** On each face of the play/pause control: `play` or `pause`, what pressing it does. */
export const FACE_ATTRIBUTE = 'data-face'

/** How far from the viewport a clip starts loading and playing. */
const NEAR_MARGIN = '200px 0px'

interface NetworkInformation {
  saveData?: boolean
}

/** Whether a modal dialog covers the page: its clips then rest, unseen under the backdrop. */
const pageCovered = () => document.querySelector('dialog:modal') !== null

/** Autoplay is off for reduced motion and for Save-Data: such visitors see posters and press play. */
function autoplayAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection
  return !window.matchMedia(REDUCED_MOTION).matches && connection?.saveData !== true
}

/**
 * Installed by the page's entry: each muted clip plays while it is near the viewport and pauses
 * when it leaves, and rests while a modal dialog covers the page. Nothing is fetched before it
 * comes near (its video has preload="none"). Its control plays or pauses it, and then it stays as
 * the visitor chose. A clip in a template (the hero's, on large screens only) mounts when its media
 * query first matches, so smaller screens never request it.
 */
export function autoplayVideos(): void {
  const near = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) players.get(entry.target)?.setNear(entry.isIntersecting)
    },
    { rootMargin: NEAR_MARGIN },
  )
  const players = new Map<Element, ClipPlayer>()
  const control = (frame: Element) => {
    const video = frame.querySelector('video')
    const button = frame.querySelector('button')
    if (!video || !button) return
    players.set(video, clipPlayer(video, button))
    near.observe(video)
  }
  // A dialog's toggle event does not bubble: it is heard on its way down.
  document.addEventListener(
    'toggle',
    (event) => {
      if (event.target instanceof HTMLDialogElement) for (const player of players.values()) player.update()
    },
    { capture: true },
  )

  for (const frame of document.querySelectorAll(`[${CLIP_ATTRIBUTE}]`)) control(frame)
  for (const template of document.querySelectorAll<HTMLTemplateElement>(
    `template[${MOUNT_MEDIA_ATTRIBUTE}]`,
  )) {
    const media = window.matchMedia(template.getAttribute(MOUNT_MEDIA_ATTRIBUTE) ?? 'not all')
    const mount = () => {
      const frame = template.parentElement
      if (!media.matches || !frame) return
      media.removeEventListener('change', mount)
      template.replaceWith(template.content.cloneNode(true))
      control(frame)
    }
    media.addEventListener('change', mount)
    mount()
  }
}

interface ClipPlayer {
  setNear: (near: boolean) => void
  /** Plays or pauses the clip as its state now says. */
  update: () => void
}

function clipPlayer(video: HTMLVideoElement, button: HTMLButtonElement): ClipPlayer {
  video.muted = true
  let wanted = autoplayAllowed()
  let near = false
  const showPlaying = (playing: boolean) => {
    for (const face of button.querySelectorAll<HTMLElement>(`[${FACE_ATTRIBUTE}]`)) {
      face.hidden = (face.getAttribute(FACE_ATTRIBUTE) === 'pause') !== playing
    }
  }
  const update = () => {
    if (near && wanted && !pageCovered()) {
      video.play().then(
        () => showPlaying(true),
        () => showPlaying(false),
      )
    } else {
      video.pause()
      showPlaying(false)
    }
  }
  button.addEventListener('click', () => {
    wanted = video.paused
    update()
  })
  return {
    setNear: (isNear: boolean) => {
      near = isNear
      update()
    },
    update,
  }
}
